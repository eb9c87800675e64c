import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Business } from '@byp/contracts';
import { Input, Select, Skeleton } from '@byp/ui';
import {
  useApproveBusinessMutation,
  useDeleteBusinessMutation,
  useGetBusinessPageQuery,
  useUpdateBusinessMutation,
  type BusinessInput,
} from '../../../api/adminBusinessesApi';
import { InlineLanguageNote } from '../../../components/InlineLanguageNote';
import { Pager } from '../../../components/Pager';
import { QueryStates } from '../../../components/QueryStates';
import { useModeration } from '../../../hooks/useModeration';
import { useBusinessListParams } from '../hooks/useBusinessListParams';
import { BusinessesTable } from './BusinessesTable';
import { EditBusinessDialog } from './EditBusinessDialog';
import { OffersDialog } from './OffersDialog';

const ADMIN_PAGE_SIZE = 25;
const EDITING_DRAFT = 'businesses:editing';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: flex-end;
  margin-bottom: 1rem;
  label {
    display: flex;
    flex-direction: column;
    gap: 0.25rem;
    font-weight: 600;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  input {
    min-width: min(100%, 18rem);
  }
`;

/**
 * The Manage tab: server-side search, status filter and paging over every business (10,000 stay
 * fast), each row edited in place; the search, status and page live in the URL
 * (useBusinessListParams). Approve, save and delete go through the moderation hook that the
 * communities and posts screens use too.
 */
export function BusinessesManage() {
  const { t } = useTranslation('admin');
  const list = useBusinessListParams();
  const { query, status, page } = list;
  const [offersOf, setOffersOf] = useState<Business | null>(null);

  const { data, isLoading, isFetching, isError, refetch } = useGetBusinessPageQuery({
    page,
    pageSize: ADMIN_PAGE_SIZE,
    q: query || undefined,
    status: status || undefined,
  });
  const [update] = useUpdateBusinessMutation();
  const [approve] = useApproveBusinessMutation();
  const [remove] = useDeleteBusinessMutation();
  const { save, approveItem, removeItem, editing, startEdit, closeEdit, saveEdit } = useModeration<
    Business,
    BusinessInput
  >({
    messages: {
      approved: (business) => t('toasts.businessApproved', { name: business.name }),
      updated: (business, input) =>
        t('toasts.businessUpdated', { name: input.name || input.nameUk || business.name }),
      deleted: (business) => t('toasts.businessDeleted', { name: business.name }),
      approveFailed: t('toasts.approvalError'),
      updateFailed: t('toasts.uploadError'),
      deleteFailed: t('toasts.deleteError'),
    },
    // A cell shows its saved value; only the edit dialog's save is announced.
    quietInlineSaves: true,
    editDraftKey: EDITING_DRAFT,
    approve,
    update,
    remove,
  });

  const loading = (
    <div role="status" aria-busy="true" aria-label={t('manage.loading')}>
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} $height="2.5rem" style={{ marginBottom: '0.5rem' }} />
      ))}
    </div>
  );

  return (
    <div>
      <Toolbar role="search">
        <label>
          {t('manage.search')}
          <Input
            type="search"
            value={list.search}
            placeholder={t('manage.searchPlaceholder')}
            onChange={(e) => list.setSearch(e.target.value)}
          />
        </label>
        <label>
          {t('manage.status')}
          <Select value={status} onChange={(e) => list.setStatus(e.target.value)}>
            <option value="">{t('manage.statusAll')}</option>
            <option value="pending">{t('manage.statusPending')}</option>
            <option value="approved">{t('manage.statusApproved')}</option>
          </Select>
        </label>
      </Toolbar>
      <InlineLanguageNote />
      <QueryStates
        isLoading={isLoading}
        loading={loading}
        isError={isError || !Array.isArray(data?.items)}
        isEmpty={!data || data.items.length === 0}
        errorMessage={t('manage.loadError')}
        emptyMessage={query ? t('manage.noMatches', { query }) : t('manage.empty')}
        onRetry={() => void refetch()}
      >
        {() =>
          data ? (
            <>
              <BusinessesTable
                businesses={data.items}
                total={data.total}
                busy={isFetching}
                onSave={save}
                onApprove={approveItem}
                onEdit={startEdit}
                onOffers={setOffersOf}
                onDelete={removeItem}
              />
              <Pager
                page={page}
                pages={Math.max(1, Math.ceil(data.total / ADMIN_PAGE_SIZE))}
                onPage={list.setPage}
              />
            </>
          ) : null
        }
      </QueryStates>
      <EditBusinessDialog business={editing} onClose={closeEdit} onSave={saveEdit} />
      {offersOf ? <OffersDialog business={offersOf} onClose={() => setOffersOf(null)} /> : null}
    </div>
  );
}
