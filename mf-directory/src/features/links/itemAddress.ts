import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Business, Community } from '@byp/contracts';

/**
 * Issue 25: the directory's item addresses. Opening a business or a community pushes its address
 * (/business/{slug}, /communities/{slug}), keeping the list's query (search, view, category), so
 * the list behind stays as it was; Back pops it and the dialog closes. The history entry carries
 * the item as the list had it (shown at once) and where it was opened from.
 */
export interface ItemLinkState {
  /** Opened from a list of this page: closing goes Back, to that list. */
  fromList?: boolean;
  /** A community opened on the directory home (its All view): the home stays behind it. */
  behind?: 'home';
  business?: Business;
  community?: Community;
}

export const businessPath = (slug: string) => `/business/${slug}`;
export const communityPath = (slug: string) => `/communities/${slug}`;

export const itemLinkState = (state: unknown): ItemLinkState =>
  state && typeof state === 'object' ? (state as ItemLinkState) : {};

/** The slug of an item address (`/business/{slug}`), or null. */
export function slugAt(pathname: string, prefix: string): string | null {
  const match = new RegExp(`^/${prefix}/([^/]+)/?$`).exec(pathname);
  return match ? decodeURIComponent(match[1]) : null;
}

/** The slugs the address names, if any. */
export function useAddressedItems(): { businessSlug: string | null; communitySlug: string | null } {
  const { pathname } = useLocation();
  return { businessSlug: slugAt(pathname, 'business'), communitySlug: slugAt(pathname, 'communities') };
}

/** Opens an item at its address and closes it again (Back to the list, or the list's own address). */
export function useItemNavigation(listPath: string) {
  const navigate = useNavigate();
  const location = useLocation();
  const state = itemLinkState(location.state);

  const open = useCallback(
    (path: string, item: Omit<ItemLinkState, 'fromList'> = {}) =>
      navigate({ pathname: path, search: location.search }, { state: { ...item, fromList: true } }),
    [navigate, location.search],
  );

  const close = useCallback(() => {
    if (state.fromList && window.history.length > 1) navigate(-1);
    else navigate({ pathname: listPath, search: location.search }, { replace: true });
  }, [navigate, state.fromList, listPath, location.search]);

  /** A renamed item's old address: the current one replaces it (no new history entry). */
  const correct = useCallback(
    (path: string) =>
      navigate({ pathname: path, search: location.search }, { replace: true, state: location.state }),
    [navigate, location.search, location.state],
  );

  return { open, close, correct, state };
}
