import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MoreItemsTexts } from '@byp/ui/lists';

/** The 'Show more' texts of the directory's growing lists, in the UI language. */
export function useMoreItemsTexts(list: 'businesses' | 'communities'): MoreItemsTexts {
  const { t } = useTranslation(['directory', 'common']);
  return useMemo(
    () => ({
      showMore: t(`${list}.showMore`),
      retry: t('common:actions.retry'),
      failed: t(`${list}.loadMoreError`),
      loading: t(`${list}.loadingMore`),
      shownOf: (shown, total, atLeast) =>
        t(atLeast ? `${list}.shownOfAtLeast` : `${list}.shownOf`, { shown, total }),
      allShown: (total) => t(`${list}.allShown`, { total }),
    }),
    [t, list],
  );
}
