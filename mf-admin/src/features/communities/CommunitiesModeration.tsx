import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { Community, CommunityUpdate } from '@byp/contracts';
import { toast } from '@byp/platform';
import {
  Badge,
  Button,
  IconButton,
  SettingsIcon,
  EmptyState,
  ErrorState,
  Skeleton,
  Table,
  TableActions,
  TableScroll,
  Tabs,
} from '@byp/ui';
import { DeleteButton } from '../../components/DeleteButton';
import { InlineEditCell } from '../../components/InlineEditCell';
import {
  useApproveCommunityMutation,
  useDeleteCommunityMutation,
  useGetAllCommunitiesQuery,
  useUpdateCommunityMutation,
} from '../content/api/adminContentApi';
import { clearDraft, readDraft, saveDraft } from '../session/drafts';
import { COMMUNITY_EDIT_DRAFT, CommunityEditDialog } from './CommunityEditDialog';

type CommunitiesTab = 'pending' | 'approved';
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
  const [params, setParams] = useSearchParams();
  const tab: CommunitiesTab = params.get('action') === 'approved' ? 'approved' : 'pending';
  const { data, isLoading, isError, refetch } = useGetAllCommunitiesQuery();
  const [approve] = useApproveCommunityMutation();
  const [update] = useUpdateCommunityMutation();
  const [remove] = useDeleteCommunityMutation();
  const [editing, setEditing] = useState<Community | null>(
    () => readDraft<Community>(COMMUNITY_EDIT_DRAFT) ?? null,
  );

  const fail = (key: string) => () =>
    toast({ title: t('toasts.error'), description: t(key), variant: 'destructive' });
  const save = async (community: Community, changes: CommunityUpdate) => {
    try {
      await update({ id: community.id, changes }).unwrap();
      toast({ title: t('communities.updated') });
    } catch (error) {
      fail('communities.updateFailed')();
      throw error;
    }
  };

  const pending = (data ?? []).filter((c) => c.isApproved === 0);
  const approved = (data ?? []).filter((c) => c.isApproved === 1);

  const table = (list: Community[], empty: string) => {
    if (isLoading) return <Skeleton $height="8rem" />;
    if (isError)
      return (
        <ErrorState
          message={t('communities.loadError')}
          retryLabel={t('actions.retry')}
          onRetry={() => void refetch()}
        />
      );
    if (list.length === 0) return <EmptyState message={empty} />;
    return (
      <TableScroll>
        <Table $stickyLastColumn>
          <thead>
            <tr>
              {INLINE_FIELDS.map((f) => (
                <th key={f} scope="col">
                  {t(`communityFields.${f}`)}
                </th>
              ))}
              <th scope="col">{t('manage.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((community) => (
              <tr key={community.id}>
                {INLINE_FIELDS.map((field) => (
                  <td key={field} style={{ minWidth: COLUMN_MIN_WIDTH[field] }}>
                    <InlineEditCell
                      value={community[field] ?? ''}
                      wrap={field === 'name' || field === 'description' ? 'words' : 'anywhere'}
                      multiline={field === 'description'}
                      label={t('manage.editField', {
                        field: t(`communityFields.${field}`),
                        name: community.name,
                      })}
                      draftKey={`communities:${community.id}:${field}`}
                      onSave={(value) =>
                        save(community, {
                          [field]: value === '' && field !== 'name' && field !== 'description' ? null : value,
                        })
                      }
                    />
                  </td>
                ))}
                <td>
                  <TableActions>
                    {community.isApproved === 0 ? (
                      <Button
                        size="sm"
                        aria-label={t('actions.approveItem', { name: community.name })}
                        onClick={() =>
                          void approve(community.id)
                            .unwrap()
                            .then(() => toast({ title: t('communities.approved') }))
                            .catch(fail('communities.approveFailed'))
                        }
                      >
                        {t('actions.approve')}
                      </Button>
                    ) : null}
                    <IconButton
                      size="sm"
                      variant="secondary"
                      icon={<SettingsIcon />}
                      label={t('actions.editItem', { name: community.name })}
                      onClick={() => {
                        saveDraft(COMMUNITY_EDIT_DRAFT, community);
                        setEditing(community);
                      }}
                    />
                    <DeleteButton
                      itemName={community.name}
                      onDelete={() =>
                        remove(community.id)
                          .unwrap()
                          .then(() => toast({ title: t('communities.deleted') }))
                          .catch(fail('communities.deleteFailed'))
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
  };

  const closeEdit = () => {
    clearDraft(COMMUNITY_EDIT_DRAFT);
    setEditing(null);
  };

  return (
    <>
      <Tabs
        label={t('communities.tabsLabel')}
        value={tab}
        onChange={(id) => setParams(id === 'pending' ? {} : { action: id }, { replace: true })}
        items={[
          {
            id: 'pending',
            label: (
              <>
                {t('communities.pending')} <Badge variant="count">{pending.length}</Badge>
              </>
            ),
            content: table(pending, t('communities.noPending')),
          },
          {
            id: 'approved',
            label: (
              <>
                {t('communities.approvedTab')} <Badge variant="count">{approved.length}</Badge>
              </>
            ),
            content: table(approved, t('communities.noApproved')),
          },
        ]}
      />
      {editing ? (
        <CommunityEditDialog
          community={editing}
          onClose={closeEdit}
          onSave={async (changes) => {
            try {
              await update({ id: editing.id, changes }).unwrap();
              toast({ title: t('communities.updated') });
              closeEdit();
              return true;
            } catch {
              fail('communities.updateFailed')();
              return false;
            }
          }}
        />
      ) : null}
    </>
  );
}
