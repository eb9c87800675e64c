// The DefaultTheme augmentation must reach every consumer of the lib, which only a reference does.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
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
export * from './components/Table';
export * from './components/ConfirmDialog';
export * from './components/FormLayout';
export * from './components/DialogLauncher';
export * from './rendering/whenIdle';
export * from './rendering/useCountInSteps';
export * from './rendering/useValueWhenIdle';
export * from './rendering/nextTask';
export * from './rendering/useIsMobile';
