import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Business, Offer } from '@byp/contracts';
import { DATE_TIME_PATTERN, formatDate, formatPounds, toast } from '@byp/platform';
import { Button, Dialog, Field, Input, Select, Table, TableActions, TableScroll } from '@byp/ui';
import { ActionsTableHead } from '../../../components/ActionsTableHead';
import { DeleteButton } from '../../../components/DeleteButton';
import { QueryStates } from '../../../components/QueryStates';
import { BilingualFields, bilingualPair } from '../../../components/BilingualFields';
import { LocalizedValue } from '../../../components/LocalizedContent';
import { useAdminErrorToast } from '../../../session/useAdminError';
import {
  useCreateOfferMutation,
  useDeleteOfferMutation,
  useGetAllOffersQuery,
  useUpdateOfferMutation,
  type OfferInput,
} from '../../../api/adminBusinessesApi';

interface OfferFormValues {
  title: string;
  titleUk: string;
  description: string;
  descriptionUk: string;
  kind: 'percentage' | 'amount';
  discount: string;
  validUntil: string;
  maxRedemptions: string;
}

const emptyOffer: OfferFormValues = {
  title: '',
  titleUk: '',
  description: '',
  descriptionUk: '',
  kind: 'percentage',
  discount: '',
  validUntil: '',
  maxRedemptions: '',
};

/** `datetime-local` value (local time, minutes) of an ISO date, and back. */
const toLocalInput = (iso: string) => {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

function offerToForm(o: Offer): OfferFormValues {
  // An answer without the I18n fields (an older service) had English only.
  return {
    title: o.titleI18n ? (o.titleI18n.en ?? '') : o.title,
    titleUk: o.titleI18n?.uk ?? '',
    description: o.descriptionI18n ? (o.descriptionI18n.en ?? '') : o.description,
    descriptionUk: o.descriptionI18n?.uk ?? '',
    kind: o.discountAmount !== null ? 'amount' : 'percentage',
    discount: String(o.discountAmount ?? o.discountPercentage ?? ''),
    validUntil: toLocalInput(o.validUntil),
    maxRedemptions: o.maxRedemptions === null ? '' : String(o.maxRedemptions),
  };
}

function formToOffer(v: OfferFormValues): OfferInput {
  const discount = Number(v.discount);
  const optional = (s: string) => (s.trim() === '' ? null : s.trim());
  return {
    // English under the spec's names, Ukrainian beside them; a language left empty is null.
    title: optional(v.title),
    titleUk: optional(v.titleUk),
    description: optional(v.description),
    descriptionUk: optional(v.descriptionUk),
    discountPercentage: v.kind === 'percentage' ? discount : null,
    discountAmount: v.kind === 'amount' ? discount : null,
    validUntil: new Date(v.validUntil).toISOString(),
    maxRedemptions: v.maxRedemptions.trim() === '' ? null : Number(v.maxRedemptions),
  };
}

/** The offer's verification link: opens the till's claim-code check (mf-directory) in a new tab. */
const VerifyLink = styled.a`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.link};
  white-space: nowrap;
`;

/**
 * Where the business checks this offer's claim codes (issue 28): the offer and its secret key in
 * the fragment, so the key never reaches a server log. The admin opens it to check codes, or
 * sends it to the business, which has no login.
 */
const verificationLink = (offer: Offer) =>
  `/offers/verify#${new URLSearchParams({ offer: offer.id, key: offer.verificationKey ?? '' }).toString()}`;

const Form = styled.form`
  display: grid;
  gap: 0.75rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr));
  margin-top: 1.25rem;
  .wide {
    grid-column: 1 / -1;
  }
  h3 {
    margin: 0;
  }
`;

/** A business's offers: add, edit, end (isActive 0), delete; claims used of the maximum. */
export function OffersDialog({ business, onClose }: { business: Business; onClose: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const errorToast = useAdminErrorToast();
  const { data, isLoading, isError, refetch } = useGetAllOffersQuery();
  const [create] = useCreateOfferMutation();
  const [update] = useUpdateOfferMutation();
  const [remove] = useDeleteOfferMutation();
  const [editingId, setEditingId] = useState<string | null>(null);
  const [values, setValues] = useState<OfferFormValues>(emptyOffer);
  const offers = (data ?? []).filter((o) => o.businessId === business.id);

  const fail = (error: unknown) => errorToast(error, t('offers.saveError'));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      if (editingId) await update({ id: editingId, changes: formToOffer(values) }).unwrap();
      else await create({ ...formToOffer(values), businessId: business.id }).unwrap();
      toast({ title: t('offers.saved', { title: values.title.trim() || values.titleUk.trim() }) });
      setEditingId(null);
      setValues(emptyOffer);
    } catch (error) {
      fail(error);
    }
  };

  const set = <K extends keyof OfferFormValues>(key: K, value: OfferFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const list = (
    <QueryStates
      isLoading={isLoading}
      isError={isError}
      isEmpty={offers.length === 0}
      errorMessage={t('offers.loadError')}
      emptyMessage={t('offers.empty')}
      onRetry={() => void refetch()}
      skeletonHeight="4rem"
    >
      {() => (
        <TableScroll>
          <Table>
            <ActionsTableHead
              columns={[
                t('offers.title'),
                t('offers.discount'),
                t('offers.validUntil'),
                t('offers.claims'),
                t('offers.state'),
              ]}
            />
            <tbody>
              {offers.map((offer) => (
                <tr key={offer.id}>
                  <td>
                    <LocalizedValue text={offer.titleI18n} value={offer.title} />
                  </td>
                  <td>
                    {offer.discountAmount !== null
                      ? formatPounds(offer.discountAmount, i18n.language)
                      : `${offer.discountPercentage}%`}
                  </td>
                  <td>{formatDate(offer.validUntil, DATE_TIME_PATTERN, i18n.language)}</td>
                  <td>
                    {offer.maxRedemptions === null
                      ? t('offers.claimsUnlimited', { used: offer.currentRedemptions })
                      : t('offers.claimsOf', { used: offer.currentRedemptions, max: offer.maxRedemptions })}
                  </td>
                  <td>
                    {offer.isActive === 0
                      ? t('offers.ended')
                      : new Date(offer.validUntil) <= new Date()
                        ? t('offers.expired')
                        : t('offers.active')}
                  </td>
                  <td>
                    <TableActions>
                      <Button
                        size="sm"
                        variant="secondary"
                        aria-label={t('actions.editItem', { name: offer.title })}
                        onClick={() => {
                          setEditingId(offer.id);
                          setValues(offerToForm(offer));
                        }}
                      >
                        {t('actions.edit')}
                      </Button>
                      {offer.verificationKey ? (
                        <VerifyLink
                          href={verificationLink(offer)}
                          target="_blank"
                          rel="noopener noreferrer"
                          aria-label={t('offers.verifyItem', { name: offer.title })}
                        >
                          {t('offers.verify')}
                        </VerifyLink>
                      ) : null}
                      {offer.isActive === 1 ? (
                        <Button
                          size="sm"
                          variant="secondary"
                          aria-label={t('offers.endItem', { name: offer.title })}
                          onClick={() =>
                            void update({ id: offer.id, changes: { isActive: 0 } })
                              .unwrap()
                              .then(() => toast({ title: t('offers.endedToast', { title: offer.title }) }))
                              .catch(fail)
                          }
                        >
                          {t('offers.end')}
                        </Button>
                      ) : null}
                      <DeleteButton
                        itemName={offer.title}
                        onDelete={() =>
                          remove(offer.id)
                            .unwrap()
                            .then(() => toast({ title: t('offers.deleted', { title: offer.title }) }))
                            .catch(fail)
                        }
                      />
                    </TableActions>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableScroll>
      )}
    </QueryStates>
  );

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('offers.dialogTitle', { name: business.name })}
      closeLabel={t('actions.close')}
      size="4xl"
    >
      {list}
      <Form noValidate onSubmit={(e) => void submit(e)}>
        <h3 className="wide">{editingId ? t('offers.editHeading') : t('offers.addHeading')}</h3>
        <BilingualFields label={t('offers.title')} required {...bilingualPair(values, set, 'title')} />
        <Field label={t('offers.kind')}>
          <Select
            value={values.kind}
            onChange={(e) => set('kind', e.target.value as OfferFormValues['kind'])}
          >
            <option value="percentage">{t('offers.percentage')}</option>
            <option value="amount">{t('offers.amount')}</option>
          </Select>
        </Field>
        <Field label={t('offers.discount')} required>
          <Input
            type="number"
            min="0"
            step="any"
            value={values.discount}
            onChange={(e) => set('discount', e.target.value)}
          />
        </Field>
        <Field label={t('offers.validUntil')} required>
          <Input
            type="datetime-local"
            value={values.validUntil}
            onChange={(e) => set('validUntil', e.target.value)}
          />
        </Field>
        <Field label={t('offers.maxRedemptions')} hint={t('offers.maxHint')}>
          <Input
            type="number"
            min="1"
            value={values.maxRedemptions}
            onChange={(e) => set('maxRedemptions', e.target.value)}
          />
        </Field>
        <div className="wide" style={{ display: 'grid', gap: '0.75rem' }}>
          <BilingualFields
            label={t('offers.description')}
            required
            multiline
            {...bilingualPair(values, set, 'description')}
          />
        </div>
        <TableActions className="wide">
          <Button type="submit">{editingId ? t('actions.save') : t('offers.add')}</Button>
          {editingId ? (
            <Button
              variant="secondary"
              onClick={() => {
                setEditingId(null);
                setValues(emptyOffer);
              }}
            >
              {t('actions.cancel')}
            </Button>
          ) : null}
        </TableActions>
      </Form>
    </Dialog>
  );
}
