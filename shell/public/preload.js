// Runs in <head> before the app bundle (no inline scripts under the CSP): applies the saved
// language and theme (else the system colour scheme) so the first paint is already right.
(function () {
  var root = document.documentElement;
  var language = null;
  var theme = null;
  try {
    language = localStorage.getItem('language');
    theme = localStorage.getItem('theme');
  } catch {
    // Storage blocked: fall back to the defaults below.
  }
  root.lang = language === 'uk' ? 'uk' : 'en';
  if (theme !== 'light' && theme !== 'dark') {
    theme = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  root.setAttribute('data-theme', theme);
  root.style.colorScheme = theme;
  root.style.backgroundColor = theme === 'dark' ? '#0b1220' : '#f1f5fb';
  // For the static first paint in index.html: the hero belongs to the directory home only, and
  // the sidebar keeps its saved width (cookie written by SidebarProvider).
  var path = location.pathname;
  root.setAttribute('data-page', path === '/' ? 'home' : 'other');
  // Start what the first screen needs in parallel with main.js, instead of one after another
  // (main.js -> config.json -> remoteEntry.js -> data). The URLs and credentials modes match the
  // app's own requests so the browser reuses these answers.
  var head = document.head;
  var preload = function (href, as, crossOrigin) {
    var link = document.createElement('link');
    link.rel = 'preload';
    link.href = href;
    link.as = as;
    if (crossOrigin) link.crossOrigin = crossOrigin;
    head.appendChild(link);
  };
  preload('/config.json', 'fetch', 'anonymous');
  if (path === '/' || path === '/communities') preload('/mf/directory/remoteEntry.js', 'script');
  if (path === '/news-events') {
    preload('/mf/news/remoteEntry.js', 'script');
    // The All tab (the default, also behind a ?post= dialog) lists every approved post.
    preload('/api/posts', 'fetch', 'use-credentials');
  }
  if (path === '/' && !location.search) {
    preload('/api/businesses/categories', 'fetch', 'use-credentials');
    preload('/api/businesses', 'fetch', 'use-credentials');
    preload('/api/offers', 'fetch', 'use-credentials');
  }
  if (/(?:^|; )sidebar_state=false/.test(document.cookie)) root.setAttribute('data-sidebar', 'collapsed');
})();
