export * from './VirtualCardGrid';
export * from './CardListItem';
export * from './MoreItems';
