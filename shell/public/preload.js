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
  // An address that names its language (?lang=uk: the pages' hreflang alternates, issue 25) wins,
  // and becomes the visitor's choice.
  var asked = /(?:^|[?&])lang=(en|uk)(?:&|$)/.exec(location.search);
  if (asked) {
    language = asked[1];
    try {
      localStorage.setItem('language', language);
    } catch {
      // Storage blocked: this page still follows the address.
    }
  }
  root.lang = language === 'uk' ? 'uk' : 'en';
  // The gateway picks the page's first reads in this language by the cookie (issue 23); a visitor
  // who chose it before the cookie existed gets it now, for the next page.
  if (asked || document.cookie.indexOf('language=' + root.lang) === -1) {
    document.cookie = 'language=' + root.lang + '; path=/; max-age=31536000; SameSite=Lax';
  }
  if (theme !== 'light' && theme !== 'dark') {
    theme = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  root.setAttribute('data-theme', theme);
  root.style.colorScheme = theme;
  root.style.backgroundColor = theme === 'dark' ? '#0b1220' : '#f1f5fb';
  // The tab's sessionStorage opened now, while the scripts download: its first use waits for the
  // browser to load it, a long task of its own when a list reads its place after the first paint
  // (issue 28: TBT).
  try {
    sessionStorage.getItem('byp:list-place:last');
  } catch {
    // Storage blocked: the lists start at the top.
  }
  // The sidebar keeps its saved width (cookie written by SidebarProvider).
  if (/(?:^|; )sidebar_state=false/.test(document.cookie)) root.setAttribute('data-sidebar', 'collapsed');

  // Right after the first paint, fetch the host's chunks that main.js loads before it renders
  // (listed by the build in index.html; not on a page that preloads them from the HTML), so they
  // download beside main.js instead of after it. What a page of a remote reads first, the HTML
  // preloads itself (the remote's head fragment, composed by the gateway).
  var bootChunks = document.getElementById('boot-chunks');
  var preload = function (href, as) {
    var link = document.createElement('link');
    link.rel = 'preload';
    link.href = href;
    link.as = as;
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
})();
