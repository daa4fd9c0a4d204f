/*
 * Local stand-in of the card processor's hosted-checkout script (legacy payment plugin, provider
 * type 2), served by the mock build only (docs/decisions/269-hosted-checkout-script-and-its-callbacks.md).
 * Shaped like a hosted card component (Conekta's Checkout Components): the site calls
 * CheckoutComponents.Card({ config, callbacks }); the script mounts the processor's card frame
 * (frame.html beside this file) into config.targetIFrame, checks every message of that frame (its
 * origin, its window and this mount's id) and only then calls the site's callbacks:
 * onGetInfoSuccess (the frame is ready), onCreateTokenSucceeded(token), onCreateTokenError(error).
 * The frame tokenises through the contract's createCardToken (openapi/card-tokenization-api.yaml),
 * so the mocks' scenarios decide its outcome. Neither file logs or stores the card data.
 */
(function () {
  'use strict';
  var script = document.currentScript;
  var apiBase = ((script && script.dataset.apiBase) || '').replace(/\/$/, '');
  var frameAddress = new URL('frame.html', (script && script.src) || window.location.href);
  var mounts = 0;

  function mountError(code, message) {
    var error = new Error(message);
    error.code = code;
    return error;
  }

  function filled(value) {
    return typeof value === 'string' && value.trim() !== '';
  }

  function Card(options) {
    var config = (options && options.config) || {};
    var callbacks = (options && options.callbacks) || {};
    var target = typeof config.targetIFrame === 'string' ? document.querySelector(config.targetIFrame) : null;
    if (!target) throw mountError('C002', 'The element of the card frame was not found.');
    if (![config.publicKey, config.merchant].every(filled)) throw mountError('C003', 'The public key or the merchant is missing.');
    if (typeof callbacks.onCreateTokenSucceeded !== 'function' || typeof callbacks.onCreateTokenError !== 'function') {
      throw mountError('C003', 'The token callbacks are missing.');
    }

    mounts += 1;
    var mountId = 'hc' + String(mounts) + '-' + Math.random().toString(36).slice(2, 10);
    var height = Number(config.height) > 0 ? Number(config.height) : 700;
    var button = config.button || {};
    var query = new URLSearchParams({
      mount: mountId,
      merchant: config.merchant,
      publicKey: config.publicKey,
      parentOrigin: window.location.origin,
      apiBase: apiBase,
      locale: config.locale || 'es',
      submitText: button.text || 'Pagar',
      buttonBackground: button.background || '',
      buttonColor: button.color || '',
      buttonRadius: button.radius || '',
      buttonOutlined: button.outlined ? '1' : '0',
    });
    var frame = document.createElement('iframe');
    frame.title = config.title || 'Datos de la tarjeta';
    frame.height = String(height);
    frame.style.height = String(height) + 'px';
    frame.style.width = '100%';
    frame.style.border = '0';
    var address = new URL(frameAddress.href);
    address.search = query.toString();
    frame.src = address.href;

    function received(event) {
      // Only this mount's frame, from the processor's origin, reaches the site's callbacks.
      if (event.origin !== frameAddress.origin || event.source !== frame.contentWindow) return;
      var message = event.data;
      if (!message || typeof message !== 'object' || message.source !== 'checkout-components' || message.mount !== mountId) return;
      if (message.type === 'ready' && typeof callbacks.onGetInfoSuccess === 'function') callbacks.onGetInfoSuccess({ loaded: true });
      else if (message.type === 'token' && message.token && typeof message.token === 'object') callbacks.onCreateTokenSucceeded(message.token);
      else if (message.type === 'error' && message.error && typeof message.error === 'object') callbacks.onCreateTokenError(message.error);
    }

    window.addEventListener('message', received);
    target.replaceChildren(frame);
    return {
      frame: frame,
      destroy: function () {
        window.removeEventListener('message', received);
        frame.remove();
      },
    };
  }

  window.CheckoutComponents = { Card: Card };
})();
