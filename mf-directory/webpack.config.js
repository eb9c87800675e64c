const { federatedConfig } = require('../webpack.federation');

module.exports = federatedConfig({
  name: 'directory',
  dir: __dirname,
  exposes: { './App': './src/app/App.tsx' },
  // Published for the host beside remoteEntry.js (webpack.pages.js): the headings its HTML shows
  // before any script, styled by first-paint.css, and the reads each first screen makes.
  pages: [
    {
      path: '/',
      // The hero is the largest paint. The businesses' first page (the app's own URL for it:
      // businessesApi's getBusinessPages, issue 29) and the offers strip are read at once; not
      // the sidebar's counts (a drawer on a phone), so that no more than six requests (HTTP/1.1's
      // connections) start together.
      firstPaint: {
        heading: 'hero.title',
        text: 'hero.subtitle',
        className: 'pre-hero',
        reads: ['/api/businesses?limit=24&offset=0&lang={lang}', '/api/offers?lang={lang}'],
        // What HomePage draws above its cards, in its sizes: the served first cards (issue 29,
        // svc-catalog's, composed by the gateway after this fragment) sit where the app's list is.
        placeholders: ['pre-toolbar', 'pre-offers', 'pre-controls', 'pre-list-heading', 'pre-map'],
      },
    },
    {
      path: '/communities',
      // The largest paint is the first card's picture, drawn by the app. The read is the list's
      // first page, exactly as the app asks for it (@byp/platform's getCommunityPages, issue 29).
      firstPaint: {
        heading: 'communities.title',
        text: 'communities.subtitle',
        className: 'pre-communities',
        reads: ['/api/communities?limit=24&offset=0&lang={lang}'],
        largestPaintIsApp: true,
        // The submit button and the search box, at their sizes: the served first cards (issue 29,
        // svc-content's) sit where CommunitiesPage draws its list.
        placeholders: ['pre-community-search'],
      },
    },
    // Item addresses (issue 25): the item's dialog over its list. The gateway composes their HTML
    // (the list's first paint, the item's own head from its service).
    { path: '/business/:slug' },
    { path: '/communities/:slug' },
    // A business checks a visitor's claim code at the till (issue 28); no first paint of its own.
    { path: '/offers/verify' },
  ],
});
