import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import {
  CATEGORY_QUERY_PARAM,
  isBusinessCategory,
  selectFavouriteIds,
  useAppSelector,
} from '@byp/platform';
import { Card, CardBody, CardGrid, EmptyState, ErrorState, Skeleton, VisuallyHidden } from '@byp/ui';
import { useGetBusinessesQuery } from '../api/businessesApi';
import { BusinessCard } from './BusinessCard';

/** Spec section 9: six loading placeholders. */
export const LOADING_SKELETONS = 6;

const Section = styled.section`
  display: grid;
  gap: 1rem;
`;

/** Businesses of the selected category (URL ?category=), with loading, error and empty states. */
export function BusinessList() {
  const { t } = useTranslation('directory');
  const [searchParams] = useSearchParams();
  const favouriteIds = useAppSelector(selectFavouriteIds);
  const { data, isLoading, isError, refetch } = useGetBusinessesQuery();

  const category = searchParams.get(CATEGORY_QUERY_PARAM);
  const favouritesOnly = searchParams.get('favorites') === 'true';
  const businesses = (data ?? [])
    .filter((business) => !isBusinessCategory(category) || business.category.toLowerCase() === category)
    .filter((business) => !favouritesOnly || favouriteIds.includes(business.id));

  let content;
  if (isLoading) {
    content = (
      <>
        <VisuallyHidden role="status">{t('businesses.loading')}</VisuallyHidden>
        <CardGrid aria-hidden="true">
          {Array.from({ length: LOADING_SKELETONS }, (_, index) => (
            <li key={index} data-testid="business-skeleton">
              <Card as="div">
                <CardBody>
                  <Skeleton $width="30%" />
                  <Skeleton $height="1.5rem" $width="70%" />
                  <Skeleton $height="3rem" />
                  <Skeleton $width="50%" />
                </CardBody>
              </Card>
            </li>
          ))}
        </CardGrid>
      </>
    );
  } else if (isError) {
    content = <ErrorState message={t('businesses.loadError')} retryLabel={t('common:actions.retry')} onRetry={() => void refetch()} />;
  } else if (businesses.length === 0) {
    content = <EmptyState message={t('businesses.empty')} />;
  } else {
    content = (
      <CardGrid>
        {businesses.map((business) => (
          <li key={business.id}>
            <BusinessCard business={business} />
          </li>
        ))}
      </CardGrid>
    );
  }

  return (
    <Section aria-labelledby="businesses-heading">
      <h2 id="businesses-heading">{t('businesses.heading')}</h2>
      {content}
    </Section>
  );
}
