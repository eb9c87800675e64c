import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Post } from '@byp/contracts';
import { Badge, Button, Select } from '@byp/ui';
import { InlineEditCell } from '../../components/InlineEditCell';
import { InlineLanguageNote } from '../../components/InlineLanguageNote';
import { LocalizedInlineCell } from '../../components/LocalizedInlineCell';
import { ModerationTable } from '../../components/ModerationTable';
import { ModerationTabs, type ModerationTab } from '../../components/ModerationTabs';
import { QueryStates } from '../../components/QueryStates';
import { useModeration } from '../../hooks/useModeration';
import {
  useApprovePostMutation,
  useDeletePostMutation,
  useGetAllPostsQuery,
  useUpdatePostMutation,
  type PostUpdate,
} from '../../api/adminContentApi';
import { PostDatesDialog } from './PostDatesDialog';
import { POST_EDIT_DRAFT, PostEditDialog } from './PostEditDialog';
import { sortPostsForAdmin } from './postOrder';

type TypeFilter = 'all' | 'event' | 'news';

const FilterLabel = styled.label`
  display: inline-flex;
  flex-direction: column;
  gap: 0.25rem;
  font-weight: 600;
  margin-bottom: 0.75rem;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** /admin/news-events: pending and approved tabs, each with a type filter; inline edits, Approve, Edit, Delete. */
export function PostsModeration() {
  const { t, i18n } = useTranslation('admin');
  const [typeFilter, setTypeFilter] = useState<Record<ModerationTab, TypeFilter>>({
    pending: 'all',
    approved: 'all',
  });
  const { data, isLoading, isError, refetch } = useGetAllPostsQuery();
  const [approve] = useApprovePostMutation();
  const [update] = useUpdatePostMutation();
  const [remove] = useDeletePostMutation();
  // The repeating event whose single dates are being changed (issue 27), by id: it follows the list.
  const [datesOf, setDatesOf] = useState<string | null>(null);
  const datesPost = data?.find((p) => p.id === datesOf && p.recurrence) ?? null;
  const { save, approveItem, removeItem, editing, startEdit, closeEdit, saveEdit } = useModeration<
    Post,
    PostUpdate
  >({
    messages: {
      approved: () => t('posts.approved'),
      updated: () => t('posts.updated'),
      deleted: () => t('posts.deleted'),
      approveFailed: t('posts.approveFailed'),
      updateFailed: t('posts.updateFailed'),
      deleteFailed: t('posts.deleteFailed'),
    },
    editDraftKey: POST_EDIT_DRAFT,
    approve,
    update,
    remove,
  });
  const when = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/London',
  });

  const list = (state: ModerationTab) =>
    sortPostsForAdmin(
      (data ?? []).filter(
        (p) =>
          p.isApproved === (state === 'approved' ? 1 : 0) &&
          (typeFilter[state] === 'all' || p.type === typeFilter[state]),
      ),
    );
  const countOf = (state: ModerationTab) =>
    (data ?? []).filter((p) => p.isApproved === (state === 'approved' ? 1 : 0)).length;

  const panel = (state: ModerationTab) => {
    const posts = list(state);
    const content = (
      <QueryStates
        isLoading={isLoading}
        isError={isError}
        isEmpty={posts.length === 0}
        errorMessage={t('posts.loadError')}
        emptyMessage={t('posts.empty')}
        onRetry={() => void refetch()}
      >
        {() => (
          <ModerationTable
            items={posts}
            columns={[
              t('postFields.type'),
              t('inline.title'),
              t('inline.body'),
              t('posts.dateTime'),
              t('postFields.locationName'),
            ]}
            itemName={(post) => post.title}
            onApprove={approveItem}
            onEdit={startEdit}
            onDelete={removeItem}
            cells={(post) => (
              <>
                <td>
                  <Badge variant={post.type === 'event' ? 'category' : 'outline'}>
                    {t(`posts.types.${post.type}`)}
                  </Badge>
                </td>
                <td style={{ minWidth: '12rem', fontWeight: 600 }}>
                  <LocalizedInlineCell
                    field="title"
                    text={post.titleI18n}
                    value={post.title}
                    itemName={post.title}
                    draftKey={`posts:${post.id}:title`}
                    onSave={(changes) => save(post, changes)}
                  />
                </td>
                <td style={{ minWidth: '16rem' }}>
                  <LocalizedInlineCell
                    field="body"
                    text={post.bodyI18n}
                    value={post.body}
                    multiline
                    itemName={post.title}
                    draftKey={`posts:${post.id}:body`}
                    onSave={(changes) => save(post, changes)}
                  />
                </td>
                <td>
                  {post.startAt ? when.format(new Date(post.startAt)) : when.format(new Date(post.createdAt))}
                  {post.recurrence ? (
                    <div>
                      <Button variant="secondary" size="sm" onClick={() => setDatesOf(post.id)}>
                        {t('recurrence.datesButton', { title: post.title })}
                      </Button>
                    </div>
                  ) : null}
                </td>
                <td>
                  {post.isOnline ? (
                    t('posts.online')
                  ) : (
                    <InlineEditCell
                      value={post.locationName ?? ''}
                      label={t('manage.editField', {
                        field: t('postFields.locationName'),
                        name: post.title,
                      })}
                      draftKey={`posts:${post.id}:locationName`}
                      onSave={(value) => save(post, { locationName: value === '' ? null : value })}
                    />
                  )}
                </td>
              </>
            )}
          />
        )}
      </QueryStates>
    );
    return (
      <>
        <FilterLabel>
          {t('posts.typeFilter')}
          <Select
            value={typeFilter[state]}
            onChange={(e) => setTypeFilter((f) => ({ ...f, [state]: e.target.value as TypeFilter }))}
          >
            <option value="all">{t('posts.allTypes')}</option>
            <option value="event">{t('posts.events')}</option>
            <option value="news">{t('posts.news')}</option>
          </Select>
        </FilterLabel>
        {content}
      </>
    );
  };

  return (
    <>
      <InlineLanguageNote />
      <ModerationTabs
        label={t('posts.tabsLabel')}
        pendingLabel={t('posts.pending')}
        approvedLabel={t('posts.approvedTab')}
        pendingCount={countOf('pending')}
        approvedCount={countOf('approved')}
        pending={panel('pending')}
        approved={panel('approved')}
      />
      {datesPost ? (
        <PostDatesDialog
          post={datesPost}
          now={new Date()}
          onClose={() => setDatesOf(null)}
          onSave={(changes) =>
            save(datesPost, changes).then(
              () => true,
              () => false,
            )
          }
        />
      ) : null}
      {editing ? (
        <PostEditDialog post={editing} onClose={closeEdit} onSave={(changes) => saveEdit(editing, changes)} />
      ) : null}
    </>
  );
}
