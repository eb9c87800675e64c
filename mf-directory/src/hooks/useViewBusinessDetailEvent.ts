import { useEffect, useEffectEvent } from 'react';

/**
 * The window event that asks the directory for a business's details: the signal between remotes
 * (design.md). The map popup's 'View Business' button sends it too (spec: map popup).
 */
export const VIEW_BUSINESS_DETAIL_EVENT = 'viewBusinessDetail';

export interface ViewBusinessDetailDetail {
  businessId: string;
}

export function emitViewBusinessDetail(businessId: string): void {
  window.dispatchEvent(
    new CustomEvent<ViewBusinessDetailDetail>(VIEW_BUSINESS_DETAIL_EVENT, { detail: { businessId } }),
  );
}

/** Calls `onView(businessId)` whenever something on the page emits viewBusinessDetail. */
export function useViewBusinessDetailEvent(onView: (businessId: string) => void): void {
  const view = useEffectEvent(onView);
  useEffect(() => {
    const listener = (event: Event) => {
      const businessId = (event as CustomEvent<Partial<ViewBusinessDetailDetail> | null>).detail?.businessId;
      if (typeof businessId === 'string' && businessId) view(businessId);
    };
    window.addEventListener(VIEW_BUSINESS_DETAIL_EVENT, listener);
    return () => window.removeEventListener(VIEW_BUSINESS_DETAIL_EVENT, listener);
  }, []);
}
