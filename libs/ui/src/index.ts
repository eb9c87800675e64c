/// <reference path="./styled.d.ts" />
export * from './theme';
export { GlobalStyle } from './GlobalStyle';
export * from './icons';
export * from './components/Button';
export * from './components/Badge';
export * from './components/Card';
export * from './components/Dialog';
export * from './components/Tabs';
export * from './components/Field';
export * from './components/Skeleton';
export * from './components/Switch';
export * from './components/Spinner';
export * from './components/VisuallyHidden';
export * from './components/EmptyState';
export * from './components/ErrorState';
