import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { BUSINESS_CATEGORIES, type AdminBusinessStatus, type Business } from '@byp/contracts';
import { PendingPhotos, toast } from '@byp/platform';
import {
  Badge,
  Button,
  Dialog,
  EmptyState,
  ErrorState,
  Input,
  Select,
  Skeleton,
  Switch,
  Table,
  TableActions,
  TableScroll,
  TagIcon,
  IconButton,
  SettingsIcon,
} from '@byp/ui';
import { ActionsTableHead } from '../../../components/ActionsTableHead';
import { InlineLanguageNote } from '../../../components/InlineLanguageNote';
import { DeleteButton } from '../../../components/DeleteButton';
import { InlineEditCell } from '../../../components/InlineEditCell';
import { LocalizedInlineCell } from '../../../components/LocalizedInlineCell';
import { clearDraft, readDraft, saveDraft } from '../../session/drafts';
import { useAdminErrorToast } from '../../session/useAdminError';
import {
  useApproveBusinessMutation,
  useDeleteBusinessMutation,
  useGetBusinessPageQuery,
  useUpdateBusinessMutation,
  type BusinessInput,
} from '../api/adminBusinessesApi';
import { BusinessForm, businessToForm } from './BusinessForm';
import { OffersDialog } from './OffersDialog';

export const ADMIN_PAGE_SIZE = 25;
const SEARCH_DELAY_MS = 300;
const EDITING_DRAFT = 'businesses:editing';
const STATUSES: readonly string[] = ['pending', 'approved'] satisfies AdminBusinessStatus[];

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

const Pager = styled.nav`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  margin-top: 0.75rem;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const NameCell = styled.td`
  min-width: 9rem;
  font-weight: 600;
`;

/**
 * The Manage tab: server-side search, status filter and paging over every business (10,000 stay
 * fast). Search, status and page live in the URL (?q=&status=&page=), so a session that ends
 * mid-work brings the admin back to the same rows after the next login (issue 12, item 8).
 */
export function BusinessesManage() {
  const { t } = useTranslation('admin');
  const errorToast = useAdminErrorToast();
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const statusParam = params.get('status') ?? '';
  const status = (STATUSES.includes(statusParam) ? statusParam : '') as AdminBusinessStatus | '';
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const [search, setSearch] = useState(query);
  const [editing, setEditing] = useState<Business | null>(() => readDraft<Business>(EDITING_DRAFT) ?? null);
  const [offersOf, setOffersOf] = useState<Business | null>(null);

  /** Changes the list's URL parameters (the tab's ?action= stays); any change but paging goes to page 1. */
  const setListParams = (changes: { q?: string; status?: string; page?: number }) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries({ page: 1, ...changes })) {
          if (value === '' || value === 1) next.delete(key);
          else next.set(key, String(value));
        }
        return next;
      },
      { replace: true },
    );
  const setPage = (next: number) => setListParams({ q: query, status, page: next });

  // Typing starts a search once the admin pauses; the URL (and so the query) follows the text.
  useEffect(() => {
    const term = search.trim();
    if (term === query) return undefined;
    const timer = setTimeout(() => setListParams({ q: term, status }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const { data, isLoading, isFetching, isError, refetch } = useGetBusinessPageQuery({
    page,
    pageSize: ADMIN_PAGE_SIZE,
    q: query || undefined,
    status: status || undefined,
  });
  const [update] = useUpdateBusinessMutation();
  const [approve] = useApproveBusinessMutation();
  const [remove] = useDeleteBusinessMutation();

  /** Saves one change; shows the spec's error and rethrows so the caller can restore. */
  const save = async (business: Business, changes: BusinessInput, failure: string) => {
    try {
      await update({ id: business.id, changes }).unwrap();
    } catch (error) {
      errorToast(error, failure);
      throw error;
    }
  };

  const openEdit = (business: Business) => {
    saveDraft(EDITING_DRAFT, business);
    setEditing(business);
  };
  const closeEdit = () => {
    if (editing) clearDraft(`businesses:edit:${editing.id}`);
    clearDraft(EDITING_DRAFT);
    setEditing(null);
  };

  const totalPages = data ? Math.max(1, Math.ceil(data.total / ADMIN_PAGE_SIZE)) : 1;
  const categoryOptions = BUSINESS_CATEGORIES.map((c) => ({ value: c, label: t(`common:categories.${c}`) }));

  const inline = (business: Business, field: 'address' | 'phone' | 'email') => (
    <InlineEditCell
      value={business[field] ?? ''}
      wrap={field === 'address' ? 'words' : 'none'}
      label={t('manage.editField', { field: t(`fields.${field}`), name: business.name })}
      draftKey={`businesses:${business.id}:${field}`}
      onSave={(value) =>
        save(
          business,
          { [field]: value === '' && field !== 'address' ? null : value },
          t('toasts.uploadError'),
        )
      }
    />
  );

  let body;
  if (isLoading) {
    body = (
      <div role="status" aria-busy="true" aria-label={t('manage.loading')}>
        {Array.from({ length: 6 }, (_, i) => (
          <Skeleton key={i} $height="2.5rem" style={{ marginBottom: '0.5rem' }} />
        ))}
      </div>
    );
  } else if (isError || !Array.isArray(data?.items)) {
    body = (
      <ErrorState
        message={t('manage.loadError')}
        retryLabel={t('actions.retry')}
        onRetry={() => void refetch()}
      />
    );
  } else if (!data || data.items.length === 0) {
    body = <EmptyState message={query ? t('manage.noMatches', { query }) : t('manage.empty')} />;
  } else {
    body = (
      <>
        <TableScroll aria-busy={isFetching}>
          <Table $stickyLastColumn>
            <caption>{t('manage.caption', { count: data.total })}</caption>
            <ActionsTableHead
              columns={[
                t('inline.name'),
                t('fields.category'),
                t('fields.address'),
                t('fields.phone'),
                t('fields.email'),
                t('fields.isVerified'),
                t('fields.isPremium'),
              ]}
            />
            <tbody>
              {data.items.map((business) => (
                <tr key={business.id}>
                  <NameCell>
                    <LocalizedInlineCell
                      field="name"
                      text={business.nameI18n}
                      value={business.name}
                      itemName={business.name}
                      draftKey={`businesses:${business.id}:name`}
                      onSave={(changes) => save(business, changes, t('toasts.uploadError'))}
                    />
                    {business.isApproved === 0 ? (
                      <>
                        <Badge variant="accent">{t('manage.pendingBadge')}</Badge>
                        <PendingPhotos
                          images={[business.heroImage, ...business.galleryImages]}
                          name={business.name}
                        />
                      </>
                    ) : null}
                  </NameCell>
                  <td>
                    <InlineEditCell
                      value={business.category}
                      options={categoryOptions}
                      format={(c) => t(`common:categories.${c}`)}
                      label={t('manage.editField', { field: t('fields.category'), name: business.name })}
                      draftKey={`businesses:${business.id}:category`}
                      onSave={(value) =>
                        save(business, { category: value as Business['category'] }, t('toasts.uploadError'))
                      }
                    />
                  </td>
                  <td>{inline(business, 'address')}</td>
                  <td>{inline(business, 'phone')}</td>
                  <td style={{ minWidth: '8rem' }}>{inline(business, 'email')}</td>
                  <td>
                    <FlagSwitch
                      business={business}
                      flag="isVerified"
                      label={t('manage.verifiedSwitch', { name: business.name })}
                      onSave={(value) => save(business, { isVerified: value }, t('toasts.approvalError'))}
                    />
                  </td>
                  <td>
                    <FlagSwitch
                      business={business}
                      flag="isPremium"
                      label={t('manage.premiumSwitch', { name: business.name })}
                      onSave={(value) => save(business, { isPremium: value }, t('toasts.approvalError'))}
                    />
                  </td>
                  <td>
                    <TableActions>
                      {business.isApproved === 0 ? (
                        <Button
                          size="sm"
                          aria-label={t('actions.approveItem', { name: business.name })}
                          onClick={() =>
                            void approve(business.id)
                              .unwrap()
                              .then(() =>
                                toast({ title: t('toasts.businessApproved', { name: business.name }) }),
                              )
                              .catch((error: unknown) => errorToast(error, t('toasts.approvalError')))
                          }
                        >
                          {t('actions.approve')}
                        </Button>
                      ) : null}
                      <IconButton
                        size="sm"
                        icon={<SettingsIcon />}
                        label={t('actions.editItem', { name: business.name })}
                        onClick={() => openEdit(business)}
                      />
                      <IconButton
                        size="sm"
                        icon={<TagIcon />}
                        label={t('offers.manageFor', { name: business.name })}
                        onClick={() => setOffersOf(business)}
                      />
                      <DeleteButton
                        itemName={business.name}
                        onDelete={() =>
                          remove(business.id)
                            .unwrap()
                            .then(() =>
                              toast({ title: t('toasts.businessDeleted', { name: business.name }) }),
                            )
                            .catch((error: unknown) => errorToast(error, t('toasts.deleteError')))
                        }
                      />
                    </TableActions>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
        <Pager aria-label={t('manage.pagination')}>
          <span>{t('manage.pageOf', { page, pages: totalPages })}</span>
          <TableActions>
            <Button size="sm" variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
              {t('manage.previous')}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              disabled={page >= totalPages}
              onClick={() => setPage(page + 1)}
            >
              {t('manage.next')}
            </Button>
          </TableActions>
        </Pager>
      </>
    );
  }

  return (
    <div>
      <Toolbar role="search">
        <label>
          {t('manage.search')}
          <Input
            type="search"
            value={search}
            placeholder={t('manage.searchPlaceholder')}
            onChange={(e) => setSearch(e.target.value)}
          />
        </label>
        <label>
          {t('manage.status')}
          <Select value={status} onChange={(e) => setListParams({ q: query, status: e.target.value })}>
            <option value="">{t('manage.statusAll')}</option>
            <option value="pending">{t('manage.statusPending')}</option>
            <option value="approved">{t('manage.statusApproved')}</option>
          </Select>
        </label>
      </Toolbar>
      <InlineLanguageNote />
      {body}
      <Dialog
        open={editing !== null}
        onClose={closeEdit}
        title={editing ? t('edit.title', { name: editing.name }) : ''}
        closeLabel={t('actions.close')}
        size="2xl"
      >
        {editing ? (
          <BusinessForm
            initial={businessToForm(editing)}
            draftKey={`businesses:edit:${editing.id}`}
            submitLabel={t('actions.save')}
            onCancel={closeEdit}
            onSubmit={async (input) => {
              try {
                await update({ id: editing.id, changes: input }).unwrap();
                toast({
                  title: t('toasts.businessUpdated', { name: input.name || input.nameUk || editing.name }),
                });
                clearDraft(EDITING_DRAFT);
                setEditing(null);
                return true;
              } catch (error) {
                errorToast(error, t('toasts.uploadError'));
                return false;
              }
            }}
          />
        ) : null}
      </Dialog>
      {offersOf ? <OffersDialog business={offersOf} onClose={() => setOffersOf(null)} /> : null}
    </div>
  );
}

/** A verified/premium switch: it moves at once and moves back if the save fails. */
function FlagSwitch({
  business,
  flag,
  label,
  onSave,
}: {
  business: Business;
  flag: 'isVerified' | 'isPremium';
  label: string;
  onSave: (value: 0 | 1) => Promise<void>;
}) {
  const [pending, setPending] = useState<boolean | null>(null);
  const stored = business[flag];
  // The switch holds its new position until the refetched row says the same (no flicker back).
  useEffect(() => setPending(null), [stored]);
  const checked = pending ?? stored === 1;
  return (
    <Switch
      checked={checked}
      label={label}
      disabled={pending !== null}
      onCheckedChange={(next) => {
        setPending(next);
        onSave(next ? 1 : 0).catch(() => setPending(null));
      }}
    />
  );
}
