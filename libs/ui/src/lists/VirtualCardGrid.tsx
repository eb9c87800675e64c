import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
  type Ref,
} from 'react';
import { createPortal } from 'react-dom';
import { hydrateRoot, type Root } from 'react-dom/client';
import {
  defaultRangeExtractor,
  useWindowVirtualizer,
  windowScroll,
  type Range,
  type Virtualizer,
} from '@tanstack/react-virtual';
import styled from 'styled-components';
// The shared @byp/ui's grid (this entry, @byp/ui/lists, is bundled into each remote that uses it).
import { CardGrid } from '@byp/ui';
import { useCountInSteps } from '../rendering/useCountInSteps';
import { CardListItem } from './CardListItem';

/** A row's height before it is measured: about a card's. */
export const ESTIMATED_ROW_PX = 480;
/** Rows drawn beyond the screen, above and below it. */
const OVERSCAN_ROWS = 2;
/** CardGrid's gap (1rem). */
const GAP_PX = 16;

/** A run of rows the list does not draw: it keeps the grid's height where they would be. */
const Spacer = styled.li`
  grid-column: 1 / -1;
  list-style: none;
`;

/** Where the grid's rows are drawn, for the caller (Back restores the place, issue 29). */
export interface GridPlace {
  /** The first item on the screen (under `topInset` px of sticky header), and how far its row is from the top. */
  anchorIndex: number;
  anchorTop: number;
  /** The last item drawn (near the screen). */
  lastDrawnIndex: number;
}

export interface VirtualCardGridProps<Item> {
  items: readonly Item[];
  /** The grid's `<ul>` (its columns): CardGrid's unless a list has its own. */
  grid?: typeof CardGrid;
  itemKey: (item: Item) => string;
  renderItem: (item: Item, index: number) => ReactNode;
  /** Items always drawn from the top (the first page): see docs/architecture.md, "Lists that grow". */
  keepItems: number;
  /** Told where the drawn rows are whenever that changes (scroll, resize, more items). */
  onPlace?: (place: GridPlace) => void;
  /** Once set, the grid scrolls this item's row to `top` px from the top of the screen, once. */
  scrollTo?: { index: number; top: number } | null;
  onScrolledTo?: () => void;
  /** The height of the sticky header over the list (the first item under it is the anchor). */
  topInset?: number;
  'aria-label'?: string;
  /**
   * The list's first page as the page's HTML served it (issue 29, point 2): `list` is its `<ul>`,
   * whose items are the first items' cards. The grid moves it into its place, hydrates each card
   * with `renderItem` in a root of its own (wrapped by `root`: the app's store and i18n), draws the
   * rest of the rows into it, and calls `onAdopted`, all before the next paint.
   */
  served?: ServedList | null;
}

export interface ServedList {
  list: Element;
  root: (node: ReactNode) => ReactNode;
  onAdopted: (list: Element) => void;
}

/**
 * What a served card's root draws, kept up to date from the grid. Not through `root.render`: an
 * update of a root that has not finished hydrating makes React draw it all again, so the root draws
 * a `ServedCard` that reads its node here, the node it was served with while it hydrates.
 */
class ServedCardSlot {
  private readonly listeners = new Set<() => void>();
  constructor(
    readonly served: ReactNode,
    private node: ReactNode,
  ) {}
  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };
  get = () => this.node;
  getServed = () => this.served;
  set(node: ReactNode) {
    this.node = node;
    this.listeners.forEach((listener) => listener());
  }
}

function ServedCard({ slot }: { slot: ServedCardSlot }) {
  return useSyncExternalStore(slot.subscribe, slot.get, slot.getServed);
}

/** The served cards' roots, each hydrating one `<li>`, kept up to date with `renderItem`. */
function useServedCards<Item>(
  servedOnMount: ServedList | null | undefined,
  items: readonly Item[],
  itemKey: (item: Item) => string,
  renderItem: (item: Item, index: number) => ReactNode,
) {
  // The list served to the grid's first render: it is adopted then or never.
  const [served] = useState(servedOnMount);
  const holderRef = useRef<HTMLDivElement | null>(null);
  const rootsRef = useRef<Root[]>([]);
  const slotsRef = useRef<ServedCardSlot[]>([]);
  const servedKeys = useRef<string[]>(
    served ? Array.from(served.list.children, (li) => li.getAttribute('data-key') ?? '') : [],
  );
  // The served cards stay while they are the list's first items; a list that changed (another
  // language, a write) draws all its cards itself.
  const [adopted, setAdopted] = useState(Boolean(served));
  const stillFirst =
    adopted &&
    servedKeys.current.every((key, index) => items[index] !== undefined && itemKey(items[index]) === key);

  useLayoutEffect(() => {
    if (!served || !holderRef.current) return;
    holderRef.current.appendChild(served.list);
    Array.from(served.list.children).forEach((li, index) => {
      const node = renderItem(items[index], index);
      const slot = new ServedCardSlot(node, node);
      slotsRef.current[index] = slot;
      rootsRef.current[index] = hydrateRoot(li, served.root(<ServedCard slot={slot} />), {
        // A card whose data changed since it was served is drawn again by React: nothing to report.
        onRecoverableError: () => undefined,
      });
    });
    served.onAdopted(served.list);
    // Once, with the list that was served.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (!served || !adopted) return;
    if (!stillFirst) {
      const roots = rootsRef.current;
      rootsRef.current = [];
      slotsRef.current = [];
      // After this render: a root is not unmounted while React renders.
      setTimeout(() => roots.forEach((root) => root.unmount()));
      setAdopted(false);
      return;
    }
    slotsRef.current.forEach((slot, index) => slot.set(renderItem(items[index], index)));
  }, [served, adopted, stillFirst, items, renderItem]);

  useEffect(
    () => () => {
      const roots = rootsRef.current;
      setTimeout(() => roots.forEach((root) => root.unmount()));
    },
    [],
  );
  return {
    holderRef,
    list: stillFirst && served ? served.list : null,
    count: stillFirst ? servedKeys.current.length : 0,
  };
}

/** The grid's columns as CSS laid them out (CardGrid's auto-fill), 1 before layout (or in jsdom). */
function columnsOf(list: HTMLElement | null): number {
  if (!list) return 1;
  // Laid out, the computed value lists each column's width ('300px 300px 300px').
  const tracks = getComputedStyle(list).gridTemplateColumns.split(' ').filter(Boolean);
  return tracks.length > 0 && tracks.every((track) => /^[\d.]+px$/.test(track)) ? tracks.length : 1;
}

/**
 * The virtualizer's window scroll, except a write to where the window already is: the virtualizer
 * writes the current offset when it starts (a list drawn when a search's results arrive), and in
 * Chromium that write stops the smooth scroll a search starts to bring the results up.
 */
const scrollWindow: typeof windowScroll = (offset, options, instance) => {
  const target = offset + (options.adjustments ?? 0);
  if (!options.behavior && Math.abs(window.scrollY - target) < 1) return;
  windowScroll(offset, options, instance);
};

/** The list's top in the document (the virtualizer's scroll margin). */
function topOf(element: HTMLElement | null): number {
  return element ? Math.round(element.getBoundingClientRect().top + window.scrollY) : 0;
}

/**
 * A card grid that draws only the rows near the screen (window virtualisation with
 * @tanstack/react-virtual), plus the first `keepItems` (the first page, which stays put). It is
 * one list (one `<ul>` of cards, CardGrid's columns or the `grid`'s) whose rows not drawn are kept
 * as spacers, so the page's height, the scroll bar and a sticky map beside it stay as with every
 * card there. The directory's businesses and communities and the news page's posts use it.
 */
export function VirtualCardGrid<Item>({
  items,
  grid: Grid = CardGrid,
  itemKey,
  renderItem,
  keepItems,
  onPlace,
  scrollTo,
  onScrolledTo,
  topInset = 0,
  'aria-label': ariaLabel,
  served,
}: VirtualCardGridProps<Item>) {
  const listRef = useRef<HTMLElement | null>(null);
  const servedCards = useServedCards(served, items, itemKey, renderItem);
  if (servedCards.list) listRef.current = servedCards.list as HTMLElement;
  const [columns, setColumns] = useState(1);
  const [scrollMargin, setScrollMargin] = useState(0);
  const rowCount = Math.ceil(items.length / columns);
  // The first page is drawn a few cards per idle moment, not all in the first render (issue 28:
  // TBT); the rows on the screen are drawn at once whatever the count. A list going back to a place
  // draws it whole at once, so the rows above the card it returns to keep their heights.
  const keptItems = useCountInSteps(Math.min(keepItems, items.length), { whole: Boolean(scrollTo) });
  // Busy while the first page is still being drawn (assistive technology, and tests, wait for it).
  const stepping = keptItems < Math.min(keepItems, items.length);
  // The served cards are all there already: their rows are always drawn.
  const keepRows = Math.min(rowCount, Math.ceil(Math.max(keptItems, servedCards.count) / columns));

  const rangeExtractor = useCallback(
    (range: Range) => {
      const near = defaultRangeExtractor(range);
      const kept = Array.from({ length: keepRows }, (_, index) => index);
      return [...new Set([...kept, ...near])].sort((a, b) => a - b);
    },
    [keepRows],
  );

  const virtualizer: Virtualizer<Window, Element> = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => ESTIMATED_ROW_PX,
    overscan: OVERSCAN_ROWS,
    gap: GAP_PX,
    scrollMargin,
    rangeExtractor,
    scrollToFn: scrollWindow,
    // The window's size from the first render: the rows on the screen are drawn at once, not after
    // a first render with none and a second once the window is measured.
    initialRect:
      typeof window === 'undefined' ? undefined : { width: window.innerWidth, height: window.innerHeight },
    // React 19: no flushSync from the virtualizer's callbacks (they may run during a render).
    useFlushSync: false,
  });

  // A row measured taller or shorter than estimated moves what is below it. The page is scrolled
  // to make up for it only when the row is wholly above the screen: a row at the top of the screen
  // (the first results a search scrolls to, smoothly) stays where it is, and the browser's own
  // smooth scroll is not cut short by an instant one.
  virtualizer.shouldAdjustScrollPositionOnItemSizeChange = (item, _delta, instance) =>
    item.end <= (instance.scrollOffset ?? 0);

  // The columns and the list's place in the page change with the window's width and with what is
  // above the list (the offers strip, the map on a phone): read both after each layout.
  const measureLayout = useCallback(() => {
    const list = listRef.current;
    const nextColumns = columnsOf(list);
    setColumns((current) => (current === nextColumns ? current : nextColumns));
    const nextMargin = topOf(list);
    setScrollMargin((current) => (Math.abs(current - nextMargin) < 1 ? current : nextMargin));
  }, []);
  useLayoutEffect(measureLayout);
  useEffect(() => {
    window.addEventListener('resize', measureLayout);
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measureLayout);
    observer?.observe(document.body);
    return () => {
      window.removeEventListener('resize', measureLayout);
      observer?.disconnect();
    };
  }, [measureLayout]);

  const rows = virtualizer.getVirtualItems();
  const total = virtualizer.getTotalSize();

  // Where the rows are: the caller keeps it for Back and loads more near the end.
  const scrollOffset = virtualizer.scrollOffset ?? 0;
  useEffect(() => {
    if (!onPlace || rows.length === 0) return;
    const screenTop = scrollOffset + topInset;
    const anchorRow = rows.find((row) => row.end > screenTop) ?? rows[rows.length - 1];
    // The last row near the screen (the first page's rows, always drawn, do not count).
    const nearEnd = Math.min(rowCount - 1, (virtualizer.range?.endIndex ?? 0) + OVERSCAN_ROWS);
    onPlace({
      anchorIndex: Math.min(items.length - 1, anchorRow.index * columns),
      anchorTop: Math.round(anchorRow.start - scrollOffset),
      lastDrawnIndex: Math.min(items.length - 1, (nearEnd + 1) * columns - 1),
    });
  }, [onPlace, rows, scrollOffset, topInset, columns, items.length, rowCount, virtualizer.range]);

  // Back to a place: the anchor's row at the same distance from the top as it was, again after
  // the rows above it are measured (their real heights move it), then once more on the next frame.
  useEffect(() => {
    if (!scrollTo || rowCount === 0) return undefined;
    const row = Math.min(rowCount - 1, Math.floor(scrollTo.index / columns));
    const place = () => {
      // The row's start in the page (its measured or estimated height above it), not clamped to
      // the page's current height, which grows as the rows are drawn.
      const start = virtualizer.measurementsCache[row]?.start ?? 0;
      window.scrollTo({ top: Math.max(0, start - scrollTo.top), behavior: 'instant' });
    };
    place();
    let second = 0;
    const first = requestAnimationFrame(() => {
      place();
      second = requestAnimationFrame(() => {
        place();
        onScrolledTo?.();
      });
    });
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(second);
    };
    // Once per request: the rows' measures are read inside.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [scrollTo]);

  const drawn: ReactNode[] = [];
  let previousEnd = scrollMargin;
  let previousIndex = -1;
  for (const row of rows) {
    if (row.index !== previousIndex + 1) {
      // The rows skipped: the grid's gap comes before and after the spacer.
      const height = Math.max(0, row.start - previousEnd - (previousIndex === -1 ? 1 : 2) * GAP_PX);
      drawn.push(<Spacer key={`skip-${row.index}`} aria-hidden="true" style={{ height }} />);
    }
    const first = row.index * columns;
    for (
      let index = Math.max(first, servedCards.count);
      index < Math.min(items.length, first + columns);
      index++
    ) {
      const item = items[index];
      const key = itemKey(item);
      drawn.push(
        <CardListItem
          key={key}
          // Which item it is, for tests that scroll through a list collecting what it drew.
          data-key={key}
          data-index={row.index}
          ref={index === first ? virtualizer.measureElement : undefined}
        >
          {renderItem(item, index)}
        </CardListItem>,
      );
    }
    previousEnd = row.end;
    previousIndex = row.index;
  }
  const below = previousIndex < rowCount - 1 ? Math.max(0, total - (previousEnd - scrollMargin)) : 0;

  // The served rows are measured as React's are: each row's first card, by its row's index.
  const servedList = servedCards.list;
  useLayoutEffect(() => {
    if (!servedList) return;
    Array.from(servedList.children)
      .slice(0, servedCards.count)
      .forEach((li, index) => {
        if (index % columns !== 0) return;
        li.setAttribute('data-index', String(index / columns));
        virtualizer.measureElement(li);
      });
  }, [servedList, servedCards.count, columns, virtualizer]);
  // The served `<ul>` takes the attributes React gives its own.
  useLayoutEffect(() => {
    if (!servedList) return;
    const list = servedList as HTMLElement;
    if (ariaLabel) list.setAttribute('aria-label', ariaLabel);
    if (stepping) list.setAttribute('aria-busy', 'true');
    else list.removeAttribute('aria-busy');
    list.style.paddingBottom = below ? `${below}px` : '';
  });

  if (servedList) {
    // The served `<ul>` sits in a holder of React's; the rows after the served cards are drawn into it.
    return (
      <div ref={servedCards.holderRef} style={{ display: 'contents' }}>
        {createPortal(drawn, servedList)}
      </div>
    );
  }

  return (
    <Grid
      ref={listRef as Ref<HTMLUListElement>}
      aria-label={ariaLabel}
      aria-busy={stepping || undefined}
      style={below ? { paddingBottom: below } : undefined}
    >
      {drawn}
    </Grid>
  );
}
