/*
 * Local stand-in of the tag manager's script (gtm.js), served by the mock build and the dev server
 * only (docs/decisions/142-analytics-tags-after-consent.md; never in a real build). Like the real
 * script, it processes what the page already pushed to window.dataLayer and then every later push
 * (it replaces dataLayer.push, keeping the array), and records each message for the QA panel in
 * window.__baitTagStandIns.tagManager. It loads no other tag and sends nothing anywhere.
 */
(function () {
  'use strict';
  var TAG = 'tagManager';
  function record(tag, entry) {
    var store = (window.__baitTagStandIns = window.__baitTagStandIns || { tagManager: [], socialPixel: [], videoPixel: [] });
    store[tag] = store[tag] || [];
    store[tag].push({ at: new Date().toISOString(), entry: JSON.parse(JSON.stringify(entry)) });
    window.dispatchEvent(new window.CustomEvent('bait:tag-stand-in', { detail: { tag: tag } }));
  }
  var script = document.currentScript;
  var id = script ? new URL(script.src, location.href).searchParams.get('id') : null;
  var layer = (window.dataLayer = window.dataLayer || []);
  if (layer.__baitStandIn) return;
  function process(message) {
    // The tag manager's own bookkeeping (gtm.js start) is not an event of the site.
    if (message && message.event === 'gtm.js') return;
    record(TAG, message);
  }
  layer.slice().forEach(process);
  var push = Array.prototype.push;
  layer.push = function () {
    var result = push.apply(layer, arguments);
    for (var index = 0; index < arguments.length; index++) process(arguments[index]);
    return result;
  };
  layer.__baitStandIn = true;
  window.google_tag_manager = window.google_tag_manager || {};
  if (id) window.google_tag_manager[id] = { dataLayer: { name: 'dataLayer' } };
})();
