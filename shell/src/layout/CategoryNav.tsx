import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import styled from 'styled-components';
import {
  CATEGORY_FILTERS,
  CATEGORY_QUERY_PARAM,
  isCategoryFilter,
  useCommunityCount,
  type CategoryFilter,
} from '@byp/platform';
import { useId } from 'react';
import { Badge, CategoryIcon, VisuallyHidden } from '@byp/ui';
import { useGetCategoryCountsQuery } from '../features/categories/categoryCountsApi';
import { ItemLabel, NavList, NavSection, SectionTitle, navItemStyles } from './navStyles';

const CategoryLink = styled(Link)<{ $compact: boolean }>`
  ${navItemStyles}
  > span:first-of-type {
    flex: 1;
  }
`;

/**
 * Business counts by category id ('all' is their sum) and the approved communities' count.
 * A count is missing while loading or on error, so no badge shows a guess.
 */
function useCategoryCounts(): Partial<Record<CategoryFilter, number>> {
  const { data, isError } = useGetCategoryCountsQuery();
  // The approved communities' total (X-Total-Count) of the first page the directory shows on the
  // same page: one request for both.
  const communityCount = useCommunityCount();
  const counts: Partial<Record<CategoryFilter, number>> = {};
  if (typeof communityCount === 'number') counts.communities = communityCount;
  if (!data || isError || !Array.isArray(data)) return counts;
  let total = 0;
  for (const { category, count } of data) {
    if (!isCategoryFilter(category) || typeof count !== 'number') continue;
    counts[category] = count;
    total += count;
  }
  counts.all = total;
  return counts;
}

/** The category selector (only on /). The choice lives in the URL: /?category=<id>. */
export function CategoryNav({ compact }: { compact: boolean }) {
  const { t } = useTranslation(['shell', 'common']);
  const [searchParams] = useSearchParams();
  const counts = useCategoryCounts();
  const selectedParam = searchParams.get(CATEGORY_QUERY_PARAM);
  const countIdPrefix = useId();
  const selected: CategoryFilter = isCategoryFilter(selectedParam) ? selectedParam : 'all';

  const hrefFor = (category: CategoryFilter) => {
    const params = new URLSearchParams(searchParams);
    if (category === 'all') params.delete(CATEGORY_QUERY_PARAM);
    else params.set(CATEGORY_QUERY_PARAM, category);
    const search = params.toString();
    return { pathname: '/', search: search ? `?${search}` : '' };
  };

  return (
    <NavSection>
      <SectionTitle $hidden={compact}>{t('nav.categories')}</SectionTitle>
      <NavList aria-label={t('nav.categories')}>
        {CATEGORY_FILTERS.map((category) => {
          const label = t(`common:categories.${category}`);
          const count = counts[category] ?? 0;
          const countId = `${countIdPrefix}-${category}`;
          const showCount = count > 0 && !compact;
          return (
            <li key={category}>
              <CategoryLink
                to={hrefFor(category)}
                aria-current={category === selected ? 'true' : undefined}
                $compact={compact}
                title={compact ? label : undefined}
                aria-describedby={showCount ? countId : undefined}
              >
                <CategoryIcon category={category} />
                <ItemLabel compact={compact}>{label}</ItemLabel>
                {showCount ? (
                  <>
                    <Badge variant="category" aria-hidden="true">
                      {count}
                    </Badge>
                    <VisuallyHidden id={countId}>
                      {t(category === 'communities' ? 'nav.communityCount' : 'nav.categoryCount', { count })}
                    </VisuallyHidden>
                  </>
                ) : null}
              </CategoryLink>
            </li>
          );
        })}
      </NavList>
    </NavSection>
  );
}
