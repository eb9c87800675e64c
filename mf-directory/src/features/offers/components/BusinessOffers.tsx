import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { DetailSection } from '../../../components/DetailSection';
import { useClaim } from '../hooks/useClaim';
import { useCurrentOffers } from '../hooks/useCurrentOffers';
import { ClaimCodeDialog } from './ClaimCodeDialog';
import { OfferCard } from './OfferCard';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: 0.75rem;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
`;

/** A business's current offers (full cards), shown in its detail dialog. */
export function BusinessOffers({ businessId }: { businessId: string }) {
  const { t } = useTranslation('directory');
  const { offers, now } = useCurrentOffers();
  const { claim, showCode, shown, closeCode, claimedIds, claimingId } = useClaim();
  const own = offers.filter((offer) => offer.businessId === businessId);
  if (own.length === 0) return null;
  return (
    <DetailSection aria-labelledby="business-offers-heading">
      <h3 id="business-offers-heading">{t('offers.businessHeading')}</h3>
      <Grid>
        {own.map((offer) => (
          <li key={offer.id}>
            <OfferCard
              offer={offer}
              now={now}
              variant="full"
              claiming={claimingId === offer.id}
              claimed={claimedIds.has(offer.id)}
              onClaim={(chosen) => void claim(chosen.id)}
              onShowCode={(chosen) => void showCode(chosen.id)}
            />
          </li>
        ))}
      </Grid>
      <ClaimCodeDialog claimed={shown} onClose={closeCode} />
    </DetailSection>
  );
}
