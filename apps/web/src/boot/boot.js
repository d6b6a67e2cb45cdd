// Runs synchronously in <head>, before first paint, so neither the direction nor the colours flash. The build emits
// it as an asset (vite.config.ts) and the server writes it inline at the top of every page, allowed by its hash in
// the Content-Security-Policy (apps/server/src/http/app-shell.ts, decision 020); the development server links it.
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

  // A page with the server's first view leaves the app's files to this script (decision 020): a JSON block
  // (#wd-app: { css, js, preload }, css may be null) names them, and they are added once the first view has painted its largest
  // element — its high-priority photos decoded (or failed), then two frames — so that the photo gets the connection and
  // the main thread first. 1.5 s at the latest, so a slow photo never holds the app back for long. main.tsx waits
  // for the style sheet (#wd-app-css, data-done) before the app shows.
  document.addEventListener('DOMContentLoaded', function () {
    var block = document.getElementById('wd-app');
    if (!block) return;
    var files;
    try {
      files = JSON.parse(block.textContent || '');
    } catch {
      return;
    }
    // The files of the page's route (#wd-app-route, when the server names them): preloaded after the entry's, so the
    // bundler's preload helper finds their links when the router opens the route, and adds none in one long task.
    var preload = files.preload.slice();
    var routeBlock = document.getElementById('wd-app-route');
    if (routeBlock) {
      try {
        JSON.parse(routeBlock.textContent || '').forEach(function (href) {
          if (preload.indexOf(href) < 0) preload.push(href);
        });
      } catch {
        // A broken list: the helper preloads the route's files itself.
      }
    }
    var started = false;
    function start() {
      if (started) return;
      started = true;
      var head = document.head;
      if (files.css) {
        var css = document.createElement('link');
        css.rel = 'stylesheet';
        css.crossOrigin = '';
        css.id = 'wd-app-css';
        css.onload = css.onerror = function () {
          css.setAttribute('data-done', '');
        };
        css.href = files.css;
        head.append(css);
      }
      var script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = files.js;
      head.append(script);
      // Each preload link starts its fetch (and Chromium's compile) as it is added: one per task, so adding some 40
      // of them is no long task of its own. The tasks are message events, which browsers do not hold back the way
      // they hold back nested timers (4 ms each). main.tsx opens the route once they are all added
      // (window.__wdPreloaded), so the bundler's helper finds every link and adds none.
      var next = 0;
      var channel = new MessageChannel();
      window.__wdPreloaded = new Promise(function (resolve) {
        channel.port1.onmessage = function preloadNext() {
          if (next >= preload.length) {
            channel.port1.close();
            return resolve();
          }
          var link = document.createElement('link');
          link.rel = 'modulepreload';
          link.crossOrigin = '';
          link.href = preload[next++];
          head.append(link);
          channel.port2.postMessage(null);
        };
      });
      channel.port2.postMessage(null);
    }
    // The frame that draws the first view is shown after its rendering step; the next frame's callbacks run once it
    // has been, so the app's requests start after the first view is on screen, not while its frame is on its way.
    function afterPaint() {
      requestAnimationFrame(function () {
        requestAnimationFrame(function () {
          setTimeout(start, 0);
        });
      });
      // A page opened in a background tab gets no frames.
      setTimeout(start, 200);
    }
    var photos = document.querySelectorAll('#root img[fetchpriority="high"]');
    if (photos.length === 0) return afterPaint();
    setTimeout(start, 1500);
    // Loaded and decoded (or failed): a photo's load event comes before the decoding its frame waits for.
    Promise.all(
      Array.prototype.map.call(photos, function (img) {
        return img.decode().catch(function () {});
      }),
    ).then(afterPaint);
  });
})();
