import { useTranslation } from 'react-i18next';
import type { Community, CommunityUpdate } from '@byp/contracts';
import { PendingPhotos } from '@byp/platform';
import { InlineEditCell } from '../../components/InlineEditCell';
import { InlineLanguageNote } from '../../components/InlineLanguageNote';
import { LocalizedInlineCell } from '../../components/LocalizedInlineCell';
import { ModerationTable } from '../../components/ModerationTable';
import { ModerationTabs } from '../../components/ModerationTabs';
import { QueryStates } from '../../components/QueryStates';
import { useModeration } from '../../hooks/useModeration';
import {
  useApproveCommunityMutation,
  useDeleteCommunityMutation,
  useGetAllCommunitiesQuery,
  useUpdateCommunityMutation,
} from '../../api/adminContentApi';
import { COMMUNITY_EDIT_DRAFT, CommunityEditDialog } from './CommunityEditDialog';

const INLINE_FIELDS = ['name', 'description', 'contactEmail', 'website', 'instagram'] as const;
const COLUMN_MIN_WIDTH: Record<(typeof INLINE_FIELDS)[number], string> = {
  name: '8rem',
  description: '14rem',
  contactEmail: '8rem',
  website: '7rem',
  instagram: '6rem',
};

/** /admin/communities: pending and approved tabs (from ?action=), inline edits, Approve, Edit, Delete. */
export function CommunitiesModeration() {
  const { t } = useTranslation('admin');
  const { data, isLoading, isError, refetch } = useGetAllCommunitiesQuery();
  const [approve] = useApproveCommunityMutation();
  const [update] = useUpdateCommunityMutation();
  const [remove] = useDeleteCommunityMutation();
  const { save, approveItem, removeItem, editing, startEdit, closeEdit, saveEdit } = useModeration<
    Community,
    CommunityUpdate
  >({
    messages: {
      approved: () => t('communities.approved'),
      updated: () => t('communities.updated'),
      deleted: () => t('communities.deleted'),
      approveFailed: t('communities.approveFailed'),
      updateFailed: t('communities.updateFailed'),
      deleteFailed: t('communities.deleteFailed'),
    },
    editDraftKey: COMMUNITY_EDIT_DRAFT,
    approve,
    update,
    remove,
  });

  const pending = (data ?? []).filter((c) => c.isApproved === 0);
  const approved = (data ?? []).filter((c) => c.isApproved === 1);

  const table = (list: Community[], empty: string) => (
    <QueryStates
      isLoading={isLoading}
      isError={isError}
      isEmpty={list.length === 0}
      errorMessage={t('communities.loadError')}
      emptyMessage={empty}
      onRetry={() => void refetch()}
    >
      {() => (
        <ModerationTable
          items={list}
          columns={INLINE_FIELDS.map((f) =>
            f === 'name' || f === 'description' ? t(`inline.${f}`) : t(`communityFields.${f}`),
          )}
          itemName={(community) => community.name}
          onApprove={approveItem}
          onEdit={startEdit}
          onDelete={removeItem}
          cells={(community) =>
            INLINE_FIELDS.map((field) => (
              <td key={field} style={{ minWidth: COLUMN_MIN_WIDTH[field] }}>
                {field === 'name' && community.isApproved === 0 ? (
                  <PendingPhotos
                    images={[community.heroImage, ...(community.galleryImages ?? [])]}
                    name={community.name}
                  />
                ) : null}
                {field === 'name' || field === 'description' ? (
                  <LocalizedInlineCell
                    field={field}
                    text={field === 'name' ? community.nameI18n : community.descriptionI18n}
                    value={community[field]}
                    multiline={field === 'description'}
                    itemName={community.name}
                    draftKey={`communities:${community.id}:${field}`}
                    onSave={(changes) => save(community, changes)}
                  />
                ) : (
                  <InlineEditCell
                    value={community[field] ?? ''}
                    wrap="anywhere"
                    label={t('manage.editField', {
                      field: t(`communityFields.${field}`),
                      name: community.name,
                    })}
                    draftKey={`communities:${community.id}:${field}`}
                    onSave={(value) => save(community, { [field]: value === '' ? null : value })}
                  />
                )}
              </td>
            ))
          }
        />
      )}
    </QueryStates>
  );

  return (
    <>
      <InlineLanguageNote />
      <ModerationTabs
        label={t('communities.tabsLabel')}
        pendingLabel={t('communities.pending')}
        approvedLabel={t('communities.approvedTab')}
        pendingCount={pending.length}
        approvedCount={approved.length}
        pending={table(pending, t('communities.noPending'))}
        approved={table(approved, t('communities.noApproved'))}
      />
      {editing ? (
        <CommunityEditDialog
          community={editing}
          onClose={closeEdit}
          onSave={(changes) => saveEdit(editing, changes)}
        />
      ) : null}
    </>
  );
}
