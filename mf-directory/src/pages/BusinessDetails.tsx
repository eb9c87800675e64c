import { useEffect } from 'react';
import { ItemNotFound } from '@byp/platform';
import { useGetBusinessBySlugQuery, type Business } from '../features/businesses/api/businessesApi';
import { BusinessDetailDialog } from '../features/businesses/components/BusinessDetailDialog';
import { businessPath, useItemNavigation } from '../features/links/itemAddress';
import { BusinessOffers } from '../features/offers/components/BusinessOffers';
import { BusinessReviews } from '../features/reviews/components/BusinessReviews';

export interface BusinessDetailsProps {
  /** The business at the address (/business/{slug}, issue 25); null when none is addressed. */
  slug?: string | null;
  /** A business asked for by id alone (no address); null closes the dialog. */
  businessId: string | null;
  /** The business as the page already has it (from a card), shown while its address loads. */
  business?: Business;
  onClose: () => void;
}

const isNotFound = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  'status' in error &&
  (error as { status: unknown }).status === 404;

/**
 * A business's details dialog with its reviews and offers: one chunk, loaded the first time a
 * visitor opens a business (see HomePage). At an address it reads the business by its slug (a
 * renamed one's old slug is followed, and the address corrected); an unknown slug shows the
 * not-found view.
 */
export default function BusinessDetails({
  slug = null,
  businessId,
  business,
  onClose,
}: BusinessDetailsProps) {
  const bySlug = useGetBusinessBySlugQuery({ slug: slug ?? '' }, { skip: !slug });
  const { correct } = useItemNavigation('/');
  const found = slug ? (bySlug.data ?? (business?.slug === slug ? business : undefined)) : business;
  const renamedTo = slug && bySlug.data && bySlug.data.slug !== slug ? bySlug.data.slug : null;
  useEffect(() => {
    if (renamedTo) correct(businessPath(renamedTo));
  }, [renamedTo, correct]);

  if (slug && !found && bySlug.isError && isNotFound(bySlug.error)) {
    return <ItemNotFound open onClose={onClose} />;
  }
  return (
    <BusinessDetailDialog
      businessId={slug ? (found?.id ?? null) : businessId}
      open={slug ? true : undefined}
      loadFailed={Boolean(slug && bySlug.isError)}
      business={found}
      onClose={onClose}
      renderReviews={(shown) => <BusinessReviews businessId={shown.id} businessName={shown.name} />}
      renderOffers={(shown) => <BusinessOffers businessId={shown.id} />}
    />
  );
}
