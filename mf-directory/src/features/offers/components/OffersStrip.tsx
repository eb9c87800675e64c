import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, TagIcon } from '@byp/ui';
import { MAX_STRIP_OFFERS } from '../../../lib/offerRules';
import { useClaim } from '../hooks/useClaim';
import { useCurrentOffers } from '../hooks/useCurrentOffers';
import { OfferCard } from './OfferCard';

const Region = styled.section`
  margin-bottom: 1.5rem;
  padding: 1rem;
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => (theme.mode === 'dark' ? '#1f1a05' : '#fff8d6')};
  border: 1px solid ${({ theme }) => theme.colors.accent};
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  h2 {
    margin: 0;
    display: flex;
    align-items: center;
    gap: 0.5rem;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Grid = styled.ul`
  list-style: none;
  margin: 0.75rem 0 0;
  padding: 0;
  display: grid;
  gap: 0.75rem;
  /* One scrolling row: the strip stays short whatever the number of offers. */
  grid-auto-flow: column;
  grid-auto-columns: minmax(16rem, 1fr);
  overflow-x: auto;
  padding-bottom: 0.25rem;
  scroll-snap-type: x proximity;
  > li {
    scroll-snap-align: start;
  }
`;

/** At most 6 current offers with their businesses' names; the visitor can hide them. */
export function OffersStrip() {
  const { t } = useTranslation('directory');
  const [hidden, setHidden] = useState(false);
  const { offers, now, isError } = useCurrentOffers();
  const { claim, claimedIds, claimingId } = useClaim();

  // Nothing to show (none current, or the list failed): the strip stays out of the way.
  if (isError || offers.length === 0) return null;

  return (
    <Region aria-labelledby="offers-strip-heading">
      <Header>
        <h2 id="offers-strip-heading">
          <TagIcon aria-hidden="true" />
          {t('offers.heading')}
        </h2>
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={!hidden}
          aria-controls="offers-strip-list"
          onClick={() => setHidden(!hidden)}
        >
          {hidden ? t('offers.show') : t('offers.hide')}
        </Button>
      </Header>
      {hidden ? null : (
        <Grid id="offers-strip-list">
          {offers.slice(0, MAX_STRIP_OFFERS).map((offer) => (
            <li key={offer.id}>
              <OfferCard
                offer={offer}
                now={now}
                variant="compact"
                claiming={claimingId === offer.id}
                claimed={claimedIds.has(offer.id)}
                onClaim={(chosen) => void claim(chosen.id, chosen.title)}
              />
            </li>
          ))}
        </Grid>
      )}
    </Region>
  );
}
