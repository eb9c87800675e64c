const { federatedConfig } = require('../webpack.federation');

module.exports = federatedConfig({
  name: 'news',
  dir: __dirname,
  exposes: { './App': './src/app/App.tsx' },
  // Published for the host beside remoteEntry.js (webpack.pages.js): the heading its HTML shows
  // before any script, styled by first-paint.css, and the reads the first screen makes, exactly as
  // the app asks (the All tab: every event, getPosts; the news' first page, getPostPages, issue
  // 29). The largest paint is the first post's card, drawn by the app.
  pages: [
    {
      path: '/news-events',
      firstPaint: {
        heading: 'page.title',
        text: 'page.description',
        className: 'pre-news',
        reads: ['/api/posts?type=event&lang={lang}', '/api/posts?type=news&limit=24&offset=0&lang={lang}'],
        largestPaintIsApp: true,
      },
    },
    // An event's or a news item's address (issue 25): its dialog over the page.
    { path: '/news-events/:slug' },
  ],
});
