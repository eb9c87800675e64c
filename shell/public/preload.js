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
  // The sidebar keeps its saved width (cookie written by SidebarProvider).
  if (/(?:^|; )sidebar_state=false/.test(document.cookie)) root.setAttribute('data-sidebar', 'collapsed');

  // Right after the first paint, fetch the host's chunks that main.js loads before it renders
  // (listed by the build in index.html), so they download beside main.js instead of after it.
  var bootChunks = document.getElementById('boot-chunks');
  var preload = function (href, as, crossOrigin) {
    var link = document.createElement('link');
    link.rel = 'preload';
    link.href = href;
    link.as = as;
    if (crossOrigin) link.crossOrigin = crossOrigin;
    document.head.appendChild(link);
  };
  if (bootChunks && window.requestAnimationFrame) {
    requestAnimationFrame(function () {
      setTimeout(function () {
        var files = [];
        try {
          files = JSON.parse(bootChunks.textContent);
        } catch {
          // No list: main.js loads them itself.
        }
        for (var i = 0; i < files.length; i++) preload(files[i], 'script');
        // ICU's data loaded on a worker thread instead of in the page's first price or date.
        if (window.Worker) {
          try {
            new Worker('/intl-warmup.js');
          } catch {
            // No worker (blocked): the page's first formatter loads the data itself.
          }
        }
      }, 0);
    });
  }

  // The static first paint shows the heading block of data-page (index.html's CSS). Each page with
  // a first screen of its own has its own HTML file, which already says which page it is and
  // preloads what it reads; index.html also answers every other path (the SPA fallback).
  var path = location.pathname.replace(/(.)\/+$/, '$1');
  var pages = { '/': 'home', '/communities': 'communities', '/news-events': 'news' };
  var page = pages[path] || 'other';
  var servedPage = root.getAttribute('data-page');
  root.setAttribute('data-page', page);
  // The page's first API reads, as the app asks for them: in the saved language (`?lang=`, issue
  // 23), which the HTML, the same for both languages, cannot name itself.
  var reads = {
    home: ['/api/businesses', '/api/offers'],
    communities: ['/api/communities'],
    news: ['/api/posts'],
  };
  var pageReads = reads[page] || [];
  for (var r = 0; r < pageReads.length; r++)
    preload(pageReads[r] + '?lang=' + root.lang, 'fetch', 'use-credentials');
  // index.html answers every path, so it does not preload the directory's remote entry itself.
  if (page === 'home') preload('/mf/directory/remoteEntry.js', 'script');
  if (page === servedPage || page === 'other' || page === 'home') return;
  // Served another page's file (a static server without the per-page files): start this page's
  // remote entry now, as its own file would have (the same list as shell/webpack.config.js).
  if (page === 'communities') preload('/mf/directory/remoteEntry.js', 'script');
  if (page === 'news') preload('/mf/news/remoteEntry.js', 'script');
})();
