import type { Business } from '../features/businesses/api/businessesApi';
import { BusinessDetailDialog } from '../features/businesses/components/BusinessDetailDialog';
import { BusinessOffers } from '../features/offers/components/BusinessOffers';
import { BusinessReviews } from '../features/reviews/components/BusinessReviews';

export interface BusinessDetailsProps {
  businessId: string | null;
  business?: Business;
  onClose: () => void;
}

/**
 * A business's details dialog with its reviews and offers: one chunk, loaded the first time a
 * visitor opens a business (see HomePage).
 */
export default function BusinessDetails({ businessId, business, onClose }: BusinessDetailsProps) {
  return (
    <BusinessDetailDialog
      businessId={businessId}
      business={business}
      onClose={onClose}
      renderReviews={(shown) => <BusinessReviews businessId={shown.id} businessName={shown.name} />}
      renderOffers={(shown) => <BusinessOffers businessId={shown.id} />}
    />
  );
}
