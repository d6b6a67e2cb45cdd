// Runs synchronously in <head>, before first paint, so neither the direction nor the colours flash. It is a
// classic (non-module) script in its own file because the Content-Security-Policy allows no inline script; the
// build emits it as a hashed asset (vite.config.ts) so it is cached for good and costs no request on repeat visits.
//  - language: wd.lang (the user's choice), else wd.lang.default (the server default seen last), else en;
//  - theme: wd.dark '1'/'0', else the OS preference.
// Keep the RTL list in step with @wheeldeal/i18n.
(function () {
  // The policy allows no eval. Zod 4 compiles object parsers with `new Function` (and probing for it is reported
  // as a violation) unless it is jitless; the setting is read when a schema is created, which happens as soon as
  // the contract's modules load, in whichever chunk the bundler put them. This global is where z.config() keeps its
  // settings, and this script runs before any module, so it is set in time whatever the chunk order.
  window.__zod_globalConfig = Object.assign(window.__zod_globalConfig || {}, { jitless: true });

  var root = document.documentElement;
  var lang = 'en';
  var dark = false;
  try {
    var stored = localStorage.getItem('wd.lang') || localStorage.getItem('wd.lang.default');
    if (stored && /^[a-z]{2}$/.test(stored)) lang = stored;
    var d = localStorage.getItem('wd.dark');
    dark = d === '1' || (d !== '0' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  } catch {
    // Storage blocked (private mode, policies): the defaults stay.
  }
  root.lang = lang;
  root.dir = lang === 'ar' ? 'rtl' : 'ltr';
  if (dark) root.classList.add('dark');
  // The server's first view (apps/server/src/http/first-view.ts) writes its few fixed words in English: in any other
  // language the style sheet hides them (their boxes stay) until the app renders the page in the visitor's language.
  if (lang !== 'en') root.classList.add('wd-fv-other-lang');
  root.style.colorScheme = dark ? 'dark' : 'light';
})();
