/*
 * Local stand-in of the payment gateway's script (hosted checkout, provider type 2), served by the
 * mock build only (docs/decisions/099-hosted-checkout-gateway-and-stand-in.md). It defines the
 * same global the site calls, PaymentGateway.embed(options), which puts the gateway's card frame
 * (frame.html beside this file) into the element with the given id, or throws an error with code
 * C002 (element not found) or C003 (missing details or configuration). The frame calls the
 * contract's createGatewayPayment (openapi/payment-gateway-api.yaml), so the mocks' scenarios
 * decide its outcome, and posts the real events to the page.
 */
(function () {
  'use strict';
  var script = document.currentScript;
  var apiBase = ((script && script.dataset.apiBase) || '').replace(/\/$/, '');
  var frameAddress = new URL('frame.html', (script && script.src) || window.location.href);

  function embedError(code, message) {
    var error = new Error(message);
    error.code = code;
    return error;
  }

  function filled(value) {
    return typeof value === 'string' ? value.trim() !== '' : typeof value === 'number' && isFinite(value);
  }

  function embed(options) {
    options = options || {};
    var element = typeof options.element === 'string' ? document.getElementById(options.element) : null;
    if (!element) throw embedError('C002', 'The element of the payment frame was not found.');
    var order = options.order || {};
    var required = [
      options.merchant,
      options.environment,
      options.publicKey,
      options.parentOrigin,
      order.amount,
      order.currency,
      order.description,
      order.email,
      order.phone,
    ];
    if (!required.every(filled)) throw embedError('C003', 'Details or configuration are missing.');

    var query = new URLSearchParams({
      merchant: options.merchant,
      environment: options.environment,
      parentOrigin: options.parentOrigin,
      apiBase: apiBase,
      detail: options.detailMode ? '1' : '0',
      amount: String(order.amount),
      currency: order.currency,
      description: order.description,
      email: order.email,
      phone: order.phone,
    });
    var frame = document.createElement('iframe');
    frame.title = options.title || 'Pasarela de pago';
    frame.height = String(options.height || 700);
    frame.style.height = String(options.height || 700) + 'px';
    frame.style.width = '100%';
    frame.style.border = '0';
    frame.src = frameAddress.pathname + '?' + query.toString();
    element.replaceChildren(frame);
    return {
      frame: frame,
      destroy: function () {
        frame.remove();
      },
    };
  }

  window.PaymentGateway = { embed: embed };
})();
