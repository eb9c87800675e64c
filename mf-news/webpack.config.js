const { federatedConfig } = require('../webpack.federation');

module.exports = federatedConfig({
  name: 'news',
  dir: __dirname,
  exposes: { './App': './src/app/App.tsx' },
  // Published for the host beside remoteEntry.js (webpack.pages.js): the heading its HTML shows
  // before any script, styled by first-paint.css, and the read the first screen makes (the All
  // tab's posts). The largest paint is the first post's card, drawn by the app.
  pages: [
    {
      path: '/news-events',
      firstPaint: {
        heading: 'page.title',
        text: 'page.description',
        className: 'pre-news',
        reads: ['/api/posts?lang={lang}'],
        largestPaintIsApp: true,
      },
    },
    // An event's or a news item's address (issue 25): its dialog over the page.
    { path: '/news-events/:slug' },
  ],
});
