import { useIsMobile } from '@byp/ui';

/** The shell's sticky header, with a little room under it. */
const HEADER_PX = 72;
/** The header and the home's sticky search bar (wide screens; on a phone the bar scrolls away). */
const HEADER_AND_SEARCH_PX = 144;

/**
 * What sticks over a growing list, in px: the first card under it is the list's place on the
 * screen (Back brings that card back to the same height). `underSearchBar`: a list of the home,
 * under its search bar.
 */
export function useListTopInset(underSearchBar: boolean): number {
  const isPhone = useIsMobile();
  return underSearchBar && !isPhone ? HEADER_AND_SEARCH_PX : HEADER_PX;
}
