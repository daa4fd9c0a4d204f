/*
 * Local stand-in of the social pixel's script (fbevents.js), served by the mock build and the dev
 * server only (docs/decisions/142-analytics-tags-after-consent.md; never in a real build). Like the
 * real script it takes over the page's fbq queue function: it replays fbq.queue and then receives
 * every call through fbq.callMethod, recording each (init, track, consent) for the QA panel in
 * window.__baitTagStandIns.socialPixel. It sends nothing anywhere.
 */
(function () {
  'use strict';
  var TAG = 'socialPixel';
  function record(tag, entry) {
    var store = (window.__baitTagStandIns = window.__baitTagStandIns || { tagManager: [], socialPixel: [], videoPixel: [] });
    store[tag] = store[tag] || [];
    store[tag].push({ at: new Date().toISOString(), entry: JSON.parse(JSON.stringify(entry)) });
    window.dispatchEvent(new window.CustomEvent('bait:tag-stand-in', { detail: { tag: tag } }));
  }
  var fbq = window.fbq;
  if (typeof fbq !== 'function' || fbq.callMethod) return;
  fbq.callMethod = function () {
    record(TAG, Array.prototype.slice.call(arguments));
  };
  var queued = fbq.queue || [];
  fbq.queue = [];
  queued.forEach(function (args) {
    fbq.callMethod.apply(null, Array.prototype.slice.call(args));
  });
})();
