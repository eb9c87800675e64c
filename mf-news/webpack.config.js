const { federatedConfig } = require('../webpack.federation');

module.exports = federatedConfig({
  name: 'news',
  dir: __dirname,
  exposes: { './App': './src/app/App.tsx' },
  // Published for the host beside remoteEntry.js (webpack.pages.js): the heading its HTML shows
  // before any script, styled by first-paint.css, and the reads the first screen makes, exactly as
  // the app asks (the All tab: every event, getPosts; the news' first page, getPostPages, issue
  // 29). The largest paint is the first post's picture, served in the page's HTML (issue 29).
  pages: [
    {
      path: '/news-events',
      firstPaint: {
        heading: 'page.title',
        text: 'page.description',
        className: 'pre-news',
        reads: ['/api/posts?type=event&lang={lang}', '/api/posts?type=news&limit=24&offset=0&lang={lang}'],
        largestPaintIsApp: true,
        // What the page draws between its heading and its cards, at their heights (the submit
        // buttons, the tabs): the served first cards (issue 29, svc-content's, composed by the
        // gateway after this fragment) sit where the All tab draws its list.
        placeholders: ['pre-news-actions', 'pre-news-tabs'],
      },
    },
    // An event's or a news item's address (issue 25): its dialog over the page.
    { path: '/news-events/:slug' },
  ],
});
