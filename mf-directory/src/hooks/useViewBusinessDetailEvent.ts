import { useEffect, useEffectEvent } from 'react';

/**
 * The window event that asks the directory for a business's details: the signal between remotes
 * (design.md). The map popup's 'View Business' button sends it too (spec: map popup).
 */
export const VIEW_BUSINESS_DETAIL_EVENT = 'viewBusinessDetail';

export interface ViewBusinessDetailDetail {
  businessId: string;
  /** The business's slug (issue 25): the details open at its address, /business/{slug}. */
  slug?: string;
}

export function emitViewBusinessDetail(businessId: string, slug?: string): void {
  window.dispatchEvent(
    new CustomEvent<ViewBusinessDetailDetail>(VIEW_BUSINESS_DETAIL_EVENT, { detail: { businessId, slug } }),
  );
}

/** Calls `onView(businessId, slug)` whenever something on the page emits viewBusinessDetail. */
export function useViewBusinessDetailEvent(onView: (businessId: string, slug?: string) => void): void {
  const view = useEffectEvent(onView);
  useEffect(() => {
    const listener = (event: Event) => {
      const detail = (event as CustomEvent<Partial<ViewBusinessDetailDetail> | null>).detail;
      const businessId = detail?.businessId;
      const slug = typeof detail?.slug === 'string' && detail.slug ? detail.slug : undefined;
      if (typeof businessId === 'string' && businessId) view(businessId, slug);
    };
    window.addEventListener(VIEW_BUSINESS_DETAIL_EVENT, listener);
    return () => window.removeEventListener(VIEW_BUSINESS_DETAIL_EVENT, listener);
  }, []);
}
