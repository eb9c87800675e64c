import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { Post } from '@byp/contracts';
import { toast } from '@byp/platform';
import {
  Badge,
  Button,
  IconButton,
  SettingsIcon,
  EmptyState,
  ErrorState,
  Select,
  Skeleton,
  Table,
  TableActions,
  TableScroll,
  Tabs,
} from '@byp/ui';
import { DeleteButton } from '../../components/DeleteButton';
import { InlineEditCell } from '../../components/InlineEditCell';
import {
  useApprovePostMutation,
  useDeletePostMutation,
  useGetAllPostsQuery,
  useUpdatePostMutation,
  type PostUpdate,
} from '../content/api/adminContentApi';
import { clearDraft, readDraft, saveDraft } from '../session/drafts';
import { POST_EDIT_DRAFT, PostEditDialog } from './PostEditDialog';
import { sortPostsForAdmin } from './postOrder';

type PostsTab = 'pending' | 'approved';
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
  const [params, setParams] = useSearchParams();
  const tab: PostsTab = params.get('action') === 'approved' ? 'approved' : 'pending';
  const [typeFilter, setTypeFilter] = useState<Record<PostsTab, TypeFilter>>({
    pending: 'all',
    approved: 'all',
  });
  const { data, isLoading, isError, refetch } = useGetAllPostsQuery();
  const [approve] = useApprovePostMutation();
  const [update] = useUpdatePostMutation();
  const [remove] = useDeletePostMutation();
  const [editing, setEditing] = useState<Post | null>(() => readDraft<Post>(POST_EDIT_DRAFT) ?? null);
  const when = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/London',
  });

  const fail = (key: string) => () =>
    toast({ title: t('toasts.error'), description: t(key), variant: 'destructive' });
  const save = async (post: Post, changes: PostUpdate) => {
    try {
      await update({ id: post.id, changes }).unwrap();
      toast({ title: t('posts.updated') });
    } catch (error) {
      fail('posts.updateFailed')();
      throw error;
    }
  };

  const list = (state: PostsTab) =>
    sortPostsForAdmin(
      (data ?? []).filter(
        (p) =>
          p.isApproved === (state === 'approved' ? 1 : 0) &&
          (typeFilter[state] === 'all' || p.type === typeFilter[state]),
      ),
    );
  const countOf = (state: PostsTab) =>
    (data ?? []).filter((p) => p.isApproved === (state === 'approved' ? 1 : 0)).length;

  const panel = (state: PostsTab) => {
    const posts = list(state);
    let content;
    if (isLoading) content = <Skeleton $height="8rem" />;
    else if (isError)
      content = (
        <ErrorState
          message={t('posts.loadError')}
          retryLabel={t('actions.retry')}
          onRetry={() => void refetch()}
        />
      );
    else if (posts.length === 0) content = <EmptyState message={t('posts.empty')} />;
    else
      content = (
        <TableScroll>
          <Table $stickyLastColumn>
            <thead>
              <tr>
                <th scope="col">{t('postFields.type')}</th>
                <th scope="col">{t('postFields.title')}</th>
                <th scope="col">{t('postFields.body')}</th>
                <th scope="col">{t('posts.dateTime')}</th>
                <th scope="col">{t('postFields.locationName')}</th>
                <th scope="col">{t('manage.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {posts.map((post) => (
                <tr key={post.id}>
                  <td>
                    <Badge variant={post.type === 'event' ? 'category' : 'outline'}>
                      {t(`posts.types.${post.type}`)}
                    </Badge>
                  </td>
                  <td style={{ minWidth: '12rem', fontWeight: 600 }}>
                    <InlineEditCell
                      value={post.title}
                      label={t('manage.editField', { field: t('postFields.title'), name: post.title })}
                      draftKey={`posts:${post.id}:title`}
                      onSave={(value) => save(post, { title: value })}
                    />
                  </td>
                  <td style={{ minWidth: '16rem' }}>
                    <InlineEditCell
                      value={post.body}
                      multiline
                      label={t('manage.editField', { field: t('postFields.body'), name: post.title })}
                      draftKey={`posts:${post.id}:body`}
                      onSave={(value) => save(post, { body: value })}
                    />
                  </td>
                  <td>
                    {post.startAt
                      ? when.format(new Date(post.startAt))
                      : when.format(new Date(post.createdAt))}
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
                  <td>
                    <TableActions>
                      {post.isApproved === 0 ? (
                        <Button
                          size="sm"
                          aria-label={t('actions.approveItem', { name: post.title })}
                          onClick={() =>
                            void approve(post.id)
                              .unwrap()
                              .then(() => toast({ title: t('posts.approved') }))
                              .catch(fail('posts.approveFailed'))
                          }
                        >
                          {t('actions.approve')}
                        </Button>
                      ) : null}
                      <IconButton
                        size="sm"
                        variant="secondary"
                        icon={<SettingsIcon />}
                        label={t('actions.editItem', { name: post.title })}
                        onClick={() => {
                          saveDraft(POST_EDIT_DRAFT, post);
                          setEditing(post);
                        }}
                      />
                      <DeleteButton
                        itemName={post.title}
                        onDelete={() =>
                          remove(post.id)
                            .unwrap()
                            .then(() => toast({ title: t('posts.deleted') }))
                            .catch(fail('posts.deleteFailed'))
                        }
                      />
                    </TableActions>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
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

  const closeEdit = () => {
    clearDraft(POST_EDIT_DRAFT);
    setEditing(null);
  };

  return (
    <>
      <Tabs
        label={t('posts.tabsLabel')}
        value={tab}
        onChange={(id) => setParams(id === 'pending' ? {} : { action: id }, { replace: true })}
        items={[
          {
            id: 'pending',
            label: (
              <>
                {t('posts.pending')} <Badge variant="count">{countOf('pending')}</Badge>
              </>
            ),
            content: panel('pending'),
          },
          {
            id: 'approved',
            label: (
              <>
                {t('posts.approvedTab')} <Badge variant="count">{countOf('approved')}</Badge>
              </>
            ),
            content: panel('approved'),
          },
        ]}
      />
      {editing ? (
        <PostEditDialog
          post={editing}
          onClose={closeEdit}
          onSave={async (changes) => {
            try {
              await update({ id: editing.id, changes }).unwrap();
              toast({ title: t('posts.updated') });
              closeEdit();
              return true;
            } catch {
              fail('posts.updateFailed')();
              return false;
            }
          }}
        />
      ) : null}
    </>
  );
}
