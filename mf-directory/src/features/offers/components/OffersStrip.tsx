import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, Skeleton, TagIcon, useValueWhenIdle } from '@byp/ui';
import { MAX_STRIP_OFFERS } from '../../../lib/offerRules';
import { useClaim } from '../hooks/useClaim';
import { useCurrentOffers } from '../hooks/useCurrentOffers';
import { ClaimCodeDialog } from './ClaimCodeDialog';
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

/** The offer cards' row: the tallest usual compact card (a two-line title, in Ukrainian). */
const ROW_HEIGHT = '18.5rem';

const Grid = styled.ul`
  list-style: none;
  margin: 0.75rem 0 0;
  padding: 0;
  display: grid;
  gap: 0.75rem;
  /* One scrolling row: the strip stays short whatever the number of offers. The row is at least
     as tall as a card with a two-line title, so the strip has the same height while the offers
     load (the placeholders below) as once they are shown: nothing under it moves. */
  grid-auto-flow: column;
  grid-auto-columns: minmax(16rem, 1fr);
  grid-auto-rows: minmax(${ROW_HEIGHT}, auto);
  overflow-x: auto;
  padding-bottom: 0.25rem;
  scroll-snap-type: x proximity;
  > li {
    scroll-snap-align: start;
  }
`;

/** While the offers load: the row's size in pulsing cards (as many as the strip shows at most). */
function PlaceholderRow() {
  return (
    <Grid as="div" id="offers-strip-list" aria-hidden="true" data-testid="offers-strip-skeleton">
      {Array.from({ length: MAX_STRIP_OFFERS }, (_, index) => (
        <Skeleton key={index} $height="100%" />
      ))}
    </Grid>
  );
}

/** At most 6 current offers with their businesses' names; the visitor can hide them. */
export function OffersStrip() {
  const { t } = useTranslation('directory');
  const [hidden, setHidden] = useState(false);
  const { offers: answer, now, isError, isLoading: isFetchingFirst } = useCurrentOffers();
  // Drawn once the main thread is idle (the first cards first), in a transition (short slices, not
  // one long task: issue 28, TBT). The placeholders stay until the first offers are drawn; a later
  // answer replaces the shown offers when it is drawn.
  const offers = useValueWhenIdle(answer);
  const isLoading = isFetchingFirst || (offers.length === 0 && answer.length > 0);
  const { claim, showCode, shown, closeCode, claimedIds, claimingId } = useClaim();

  // Nothing to show (none current, or the list failed): the strip stays out of the way, but a code
  // just claimed stays on screen (a reload of the list after a claim may fail or come back empty).
  if (isError || (!isLoading && offers.length === 0))
    return <ClaimCodeDialog claimed={shown} onClose={closeCode} />;

  return (
    <Region aria-labelledby="offers-strip-heading" aria-busy={isLoading}>
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
      {hidden ? null : isLoading ? (
        <PlaceholderRow />
      ) : (
        <Grid id="offers-strip-list">
          {offers.slice(0, MAX_STRIP_OFFERS).map((offer) => (
            <li key={offer.id}>
              <OfferCard
                offer={offer}
                now={now}
                variant="compact"
                claiming={claimingId === offer.id}
                claimed={claimedIds.has(offer.id)}
                onClaim={(chosen) => void claim(chosen.id)}
                onShowCode={(chosen) => void showCode(chosen.id)}
              />
            </li>
          ))}
        </Grid>
      )}
      <ClaimCodeDialog claimed={shown} onClose={closeCode} />
    </Region>
  );
}
