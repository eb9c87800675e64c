import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { BUSINESS_CATEGORIES, isBusinessCategory, type Business } from '@byp/contracts';
import { PendingPhotos } from '@byp/platform';
import { Badge, IconButton, Table, TableScroll, TagIcon } from '@byp/ui';
import type { BusinessInput } from '../../../api/adminBusinessesApi';
import { ActionsTableHead } from '../../../components/ActionsTableHead';
import { InlineEditCell } from '../../../components/InlineEditCell';
import { LocalizedInlineCell } from '../../../components/LocalizedInlineCell';
import { ModerationRowActions } from '../../../components/ModerationRowActions';
import { FlagSwitch } from './FlagSwitch';

const NameCell = styled.td`
  min-width: 9rem;
  font-weight: 600;
`;

/** The fields edited as plain text in their cells. */
type TextField = 'address' | 'phone' | 'email';

export interface BusinessesTableProps {
  businesses: Business[];
  /** All the businesses the search matched, over every page (the caption counts them). */
  total: number;
  /** While a new page or search loads. */
  busy: boolean;
  /** Saves one change; `failure` is the error toast's fallback. Rejects when it failed (the cell restores). */
  onSave: (business: Business, changes: BusinessInput, failure: string) => Promise<void>;
  onApprove: (business: Business) => void;
  onEdit: (business: Business) => void;
  onOffers: (business: Business) => void;
  onDelete: (business: Business) => Promise<unknown>;
}

/**
 * One page of businesses: name (and pending photos), category, address, phone and email edited in
 * place, the verified and premium switches, and the row's actions (Approve while pending, Edit,
 * Offers, Delete).
 */
export function BusinessesTable({
  businesses,
  total,
  busy,
  onSave,
  onApprove,
  onEdit,
  onOffers,
  onDelete,
}: BusinessesTableProps) {
  const { t } = useTranslation(['admin', 'common']);
  const saveError = t('toasts.uploadError');
  const flagError = t('toasts.approvalError');
  const categoryOptions = BUSINESS_CATEGORIES.map((c) => ({ value: c, label: t(`common:categories.${c}`) }));

  const textCell = (business: Business, field: TextField) => (
    <InlineEditCell
      value={business[field] ?? ''}
      wrap={field === 'address' ? 'words' : 'none'}
      label={t('manage.editField', { field: t(`fields.${field}`), name: business.name })}
      draftKey={`businesses:${business.id}:${field}`}
      onSave={(value) =>
        onSave(business, { [field]: value === '' && field !== 'address' ? null : value }, saveError)
      }
    />
  );

  return (
    <TableScroll aria-busy={busy}>
      <Table $stickyLastColumn>
        <caption>{t('manage.caption', { count: total })}</caption>
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
          {businesses.map((business) => (
            <tr key={business.id}>
              <NameCell>
                <LocalizedInlineCell
                  field="name"
                  text={business.nameI18n}
                  value={business.name}
                  itemName={business.name}
                  draftKey={`businesses:${business.id}:name`}
                  onSave={(changes) => onSave(business, changes, saveError)}
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
                  format={(c) => (isBusinessCategory(c) ? t(`common:categories.${c}`) : c)}
                  label={t('manage.editField', { field: t('fields.category'), name: business.name })}
                  draftKey={`businesses:${business.id}:category`}
                  onSave={(value) => onSave(business, { category: value as Business['category'] }, saveError)}
                />
              </td>
              <td>{textCell(business, 'address')}</td>
              <td>{textCell(business, 'phone')}</td>
              <td style={{ minWidth: '8rem' }}>{textCell(business, 'email')}</td>
              <td>
                <FlagSwitch
                  business={business}
                  flag="isVerified"
                  label={t('manage.verifiedSwitch', { name: business.name })}
                  onSave={(value) => onSave(business, { isVerified: value }, flagError)}
                />
              </td>
              <td>
                <FlagSwitch
                  business={business}
                  flag="isPremium"
                  label={t('manage.premiumSwitch', { name: business.name })}
                  onSave={(value) => onSave(business, { isPremium: value }, flagError)}
                />
              </td>
              <td>
                <ModerationRowActions
                  itemName={business.name}
                  isPending={business.isApproved === 0}
                  onApprove={() => onApprove(business)}
                  onEdit={() => onEdit(business)}
                  onDelete={() => onDelete(business)}
                  extra={
                    <IconButton
                      size="sm"
                      icon={<TagIcon />}
                      label={t('offers.manageFor', { name: business.name })}
                      onClick={() => onOffers(business)}
                    />
                  }
                />
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
}
