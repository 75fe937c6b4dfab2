/*
 * The page paints before its JavaScript is fetched (decision 0029). The server rewrites React
 * Router's entry script into an inert one of type HELD_ENTRY_TYPE, carrying the module paths its
 * preload links named (hydration-after-paint.server.ts); this inline script, rendered right after
 * it, starts both once the browser has painted the server's HTML.
 */

/** The type the server gives the entry module script so the browser leaves it alone. */
export const HELD_ENTRY_TYPE = 'text/x-module-after-paint';

/**
 * A module preload link costs the main thread ~1.5 ms to start (~6 ms on a slow phone): a few per
 * task keep each task short while the fetches still start at once.
 */
const PRELOADS_PER_TASK = 6;

/**
 * Runs in the page: after the next frame (or at once in a hidden tab, which paints nothing),
 * preloads the held module paths a few per task, then runs the entry module with the script's own text and nonce,
 * so the Content-Security-Policy allows it by the same nonce or hash as the script it copies.
 */
export const startHydrationAfterPaint = `(function () {
  var held = document.querySelector('script[type="${HELD_ENTRY_TYPE}"]');
  if (!held) return;
  var paths = (held.getAttribute('data-preloads') || '').split(' ').filter(Boolean);
  function preloadThenRun() {
    paths.splice(0, ${PRELOADS_PER_TASK}).forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.appendChild(link);
    });
    if (paths.length) return setTimeout(preloadThenRun, 0);
    var entry = document.createElement('script');
    entry.type = 'module';
    entry.nonce = held.nonce;
    entry.textContent = held.textContent;
    document.head.appendChild(entry);
  }
  if (document.visibilityState === 'hidden') preloadThenRun();
  else requestAnimationFrame(function () { setTimeout(preloadThenRun, 0); });
})();`;
