// @byp/ui/lists: the growing lists' grid (window virtualisation with @tanstack/react-virtual) and
// its 'Show more' footer (issue 29, point 3). An entry of its own, not part of the `@byp/ui`
// module that federation shares as one singleton (webpack/shared.js): each remote that draws a
// growing list (mf-directory, mf-news) bundles it, so the shell does not carry the virtualizer
// and a remote that changes it deploys alone. The components it uses from `@byp/ui` (CardGrid,
// Button) come from the shared one.
export * from './src/lists';
