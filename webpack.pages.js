// What a remote publishes beside its remoteEntry.js for the host, built with it (issue 24): the
// pages it renders and, for each, the first paint the host's HTML shows before any script.
//
//   page-manifest.json                  { name, routes, pages: [{ path, texts, reads, … }] }
//   first-paint/head/<lang>/<page>.html the page's first reads as preloads (in that language), the
//                                       look of its heading
//   first-paint/body/<page>.html        the heading and its text, in both languages
//
// <page> is the route without its leading slash ('index' for '/'), so the remote's static server
// answers /first-paint/head/communities and /first-paint/head/ with these files. The gateway
// includes the fragments of the path being served into the shell's HTML (SSI: shell/src/index.html,
// gateway/snippets/page-composition.conf). A remote that changes a heading or a first read is
// redeployed alone; the shell's build never reads a remote's files.
const fs = require('node:fs');
const path = require('node:path');

/** The folder of the fragments in a remote's dist (not precompressed: the gateway reads them). */
const PAGE_FRAGMENTS_DIR = 'first-paint';
const MANIFEST_FILE = 'page-manifest.json';
/** The languages of every visitor-facing text; the host's CSS shows the one of <html lang>. */
const LANGUAGES = ['en', 'uk'];
/** The gateway keeps a head fragment in memory (subrequest_output_buffer_size 16k). */
const MAX_FRAGMENT_BYTES = 8 * 1024;

/**
 * @typedef {object} FirstPaint
 * @property {string} heading the heading's key in src/i18n/<lang>.json
 * @property {string} [text] the key of the paragraph below it
 * @property {string} [className] the section's class, styled by the remote's first-paint.css
 * @property {string[]} [reads] the API URLs the page's first screen reads, exactly as the app asks
 *   (RTK Query: credentials 'include'; `{lang}` stands for the visitor's language), preloaded by
 *   the HTML
 * @property {boolean} [largestPaintIsApp] the page's largest paint is drawn by the app (its cards),
 *   not the HTML's heading: the host then preloads its start-up chunks at once
 * @property {string[]} [placeholders] classes of empty blocks after the heading, styled by
 *   first-paint.css as the page's own parts above its list (a toolbar, a map), so that the list's
 *   served first cards (issue 29) are where the app draws its list and do not move when it starts
 *
 * @typedef {object} Page
 * @property {string} path the route ('/news-events'; '/admin/*' for every path below /admin)
 * @property {FirstPaint} [firstPaint]
 */

const escapeHtml = (text) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** `<link rel="preload">` for one of the first screen's API reads. */
const preloadRead = (href) =>
  `<link rel="preload" href="${escapeHtml(href)}" as="fetch" crossorigin="use-credentials" />`;

/** The fragments' file name of a route: 'index' for '/', else the route without its slash. */
function pageFileName(route) {
  if (!/^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/.test(route))
    throw new Error(`first paint of "${route}": only a plain path ('/', '/news-events') has one`);
  return route === '/' ? 'index' : route.slice(1);
}

/** The remote's first-paint.css (webpack's HTML minimizer compresses it with the fragment). */
const readFirstPaintCss = (file) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : '');

class PagesManifestPlugin {
  /** @param {{ name: string, dir: string, pages: Page[] }} options */
  constructor({ name, dir, pages }) {
    this.name = name;
    this.dir = dir;
    this.pages = pages;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('PagesManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PagesManifestPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          try {
            for (const [file, content] of Object.entries(this.files(compilation)))
              compilation.emitAsset(file, new RawSource(content));
          } catch (error) {
            compilation.errors.push(new compiler.webpack.WebpackError(`${this.name}: ${error.message}`));
          }
        },
      );
    });
  }

  /** Every file the remote publishes for the host, by its name in dist/. */
  files(compilation) {
    const read = (file) => {
      compilation.fileDependencies.add(file);
      return JSON.parse(fs.readFileSync(file, 'utf8'));
    };
    let translations;
    const translation = (lang) => {
      translations ??= Object.fromEntries(
        LANGUAGES.map((each) => [each, read(path.join(this.dir, 'src/i18n', `${each}.json`))]),
      );
      return translations[lang];
    };
    const cssFile = path.join(this.dir, 'first-paint.css');
    compilation.fileDependencies.add(cssFile);
    const css = readFirstPaintCss(cssFile);
    const text = (key) => {
      const byLanguage = {};
      for (const lang of LANGUAGES) {
        const value = key.split('.').reduce((node, part) => node?.[part], translation(lang));
        if (typeof value !== 'string') throw new Error(`no text "${key}" in src/i18n/${lang}.json`);
        byLanguage[lang] = value;
      }
      return byLanguage;
    };
    const bilingual = (byLanguage) =>
      LANGUAGES.map((lang) => `<span lang="${lang}">${escapeHtml(byLanguage[lang])}</span>`).join('');

    const files = {};
    const manifestPages = [];
    for (const { path: route, firstPaint } of this.pages) {
      if (!firstPaint) {
        manifestPages.push({ path: route });
        continue;
      }
      const name = pageFileName(route);
      const heading = text(firstPaint.heading);
      const paragraph = firstPaint.text ? text(firstPaint.text) : undefined;
      const reads = firstPaint.reads ?? [];
      // One head fragment per language: the reads are the app's own URLs, in the visitor's
      // language (`{lang}`), which the gateway knows from the `language` cookie.
      const headIn = (lang) =>
        (firstPaint.largestPaintIsApp ? '<meta name="byp-largest-paint" content="app" />' : '') +
        (css ? `<style>${css}</style>` : '') +
        reads.map((read) => preloadRead(read.replace('{lang}', lang))).join('');
      const body =
        `<section class="pre-page${firstPaint.className ? ` ${escapeHtml(firstPaint.className)}` : ''}">` +
        `<h1>${bilingual(heading)}</h1>${paragraph ? `<p>${bilingual(paragraph)}</p>` : ''}</section>` +
        (firstPaint.placeholders ?? [])
          .map((name) => `<div class="${escapeHtml(name)}" aria-hidden="true"></div>`)
          .join('');
      const fragments = {
        head: `${PAGE_FRAGMENTS_DIR}/head/{lang}/${name}.html`,
        body: `${PAGE_FRAGMENTS_DIR}/body/${name}.html`,
      };
      const written = [
        ...LANGUAGES.map((lang) => [fragments.head.replace('{lang}', lang), headIn(lang)]),
        [fragments.body, body],
      ];
      for (const [file, content] of written) {
        if (Buffer.byteLength(content) > MAX_FRAGMENT_BYTES)
          throw new Error(`${file} is over ${MAX_FRAGMENT_BYTES} bytes`);
        files[file] = content;
      }
      manifestPages.push({
        path: route,
        texts: Object.fromEntries(
          LANGUAGES.map((lang) => [
            lang,
            { heading: heading[lang], ...(paragraph && { text: paragraph[lang] }) },
          ]),
        ),
        reads,
        largestPaint: firstPaint.largestPaintIsApp ? 'app' : 'html',
        fragments,
      });
    }
    files[MANIFEST_FILE] = `${JSON.stringify(
      { name: this.name, routes: this.pages.map((page) => page.path), pages: manifestPages },
      null,
      2,
    )}\n`;
    return files;
  }
}

module.exports = { PagesManifestPlugin, PAGE_FRAGMENTS_DIR, MANIFEST_FILE };
