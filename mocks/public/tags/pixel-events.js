/*
 * Local stand-in of the video pixel's script (events.js?sdkid=…&lib=ttq), served by the mock build
 * and the dev server only (docs/decisions/142-analytics-tags-after-consent.md; never in a real
 * build). Like the real script it reads the queue the page built in window.ttq ([method, ...args]
 * entries), replays it and then receives every call of ttq's methods, recording each (page,
 * track, consent) for the QA panel in window.__baitTagStandIns.videoPixel. It sends nothing anywhere.
 */
(function () {
  'use strict';
  var TAG = 'videoPixel';
  function record(tag, entry) {
    var store = (window.__baitTagStandIns = window.__baitTagStandIns || { tagManager: [], socialPixel: [], videoPixel: [] });
    store[tag] = store[tag] || [];
    store[tag].push({ at: new Date().toISOString(), entry: JSON.parse(JSON.stringify(entry)) });
    window.dispatchEvent(new window.CustomEvent('bait:tag-stand-in', { detail: { tag: tag } }));
  }
  var name = window.TiktokAnalyticsObject || 'ttq';
  var ttq = window[name];
  if (!ttq || ttq.__baitStandIn) return;
  var queued = Array.prototype.slice.call(ttq);
  ttq.length = 0;
  (ttq.methods || []).forEach(function (method) {
    ttq[method] = function () {
      record(TAG, [method].concat(Array.prototype.slice.call(arguments)));
    };
  });
  ttq.__baitStandIn = true;
  queued.forEach(function (entry) {
    var method = entry[0];
    if (typeof ttq[method] === 'function') ttq[method].apply(ttq, entry.slice(1));
  });
})();
