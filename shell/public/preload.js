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
})();
