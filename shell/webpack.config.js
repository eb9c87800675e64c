const fs = require('node:fs');
const path = require('node:path');
const { federatedConfig } = require('../webpack.federation');

const readJson = (file) => JSON.parse(fs.readFileSync(path.join(__dirname, '..', file), 'utf8'));

const escapeHtml = (text) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** Both languages of a text; the first paint's CSS shows the one of <html lang>. */
const bilingual = (file, key) => {
  const text = (language) =>
    key.split('.').reduce((node, part) => node[part], readJson(file.replace('{lang}', language)));
  return `<span lang="en">${escapeHtml(text('en'))}</span><span lang="uk">${escapeHtml(text('uk'))}</span>`;
};

/** The remotes' own texts for the first paint (the hero, the pages' headings), from their translations. */
const texts = {
  heroTitle: bilingual('mf-directory/src/i18n/{lang}.json', 'hero.title'),
  heroSubtitle: bilingual('mf-directory/src/i18n/{lang}.json', 'hero.subtitle'),
  communitiesTitle: bilingual('mf-directory/src/i18n/{lang}.json', 'communities.title'),
  communitiesSubtitle: bilingual('mf-directory/src/i18n/{lang}.json', 'communities.subtitle'),
  newsTitle: bilingual('mf-news/src/i18n/{lang}.json', 'page.title'),
  newsDescription: bilingual('mf-news/src/i18n/{lang}.json', 'page.description'),
};

const config = { href: '/config.json', as: 'fetch', crossorigin: 'anonymous' };
const remoteEntry = (name) => ({ href: `/mf/${name}/remoteEntry.js`, as: 'script' });

/**
 * One HTML file per page with a first screen of its own, each preloading what that screen reads:
 * index.html is /, communities.html and news-events.html are for a static server that answers
 * /communities with communities.html (`try_files $uri $uri.html …`), app.html for one whose SPA
 * fallback is a file without a page's reads. Where a path gets another page's file (index.html
 * as the fallback), shell/public/preload.js starts that page's reads itself. (Not
 * communities/index.html: nginx answers /communities with a redirect to /communities/ then.)
 * The page's API reads are not here: the app asks for them in the visitor's language
 * (`?lang=`), which only the browser knows, so shell/public/preload.js preloads them.
 */
const htmlPages = [
  {
    filename: 'index.html',
    page: 'home',
    // What the first screen shows: the businesses and the offers strip (preload.js, in the
    // visitor's language). Not the sidebar's counts (/api/businesses/categories,
    // /api/communities: the sidebar is a drawer on a phone), so that with preload.js and main.js
    // no more than six requests (HTTP/1.1's connections) start at once. Not the directory's
    // remoteEntry.js: index.html also answers the other paths (preload.js adds it on / only).
    preloads: [config],
  },
  // The largest paint of these two is the first card's picture, which needs the host's start-up
  // chunks anyway: the HTML preloads them at once (docs/performance.md, eighth pass).
  {
    filename: 'communities.html',
    page: 'communities',
    preloads: [config, remoteEntry('directory')],
    bootChunksInHtml: true,
  },
  {
    filename: 'news-events.html',
    page: 'news',
    preloads: [config, remoteEntry('news')],
    bootChunksInHtml: true,
  },
  { filename: 'app.html', page: 'other', preloads: [config] },
];

module.exports = federatedConfig({
  name: 'shell',
  dir: __dirname,
  isHost: true,
  htmlPages,
  htmlTexts: texts,
});
