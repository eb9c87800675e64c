// The 'All' tab's order: @byp/contracts' (svc-content serves the tab's first cards in it, issue 29).
export { readingOrder, type ReadingOrder } from '@byp/contracts';
