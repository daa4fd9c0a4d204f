/*
 * Local stand-in of the wallet provider's browser SDK, served by the mock build only
 * (docs/decisions/103-wallet-sdk-and-stand-in.md; never in a real build, see
 * tests/integration/real-build.test.ts). It defines the same global as the real script for what
 * the site calls, the PayPal JS SDK's shape:
 *   paypal.Buttons({ style, onInit, onClick, createOrder, onApprove, onCancel, onError }).render(el)
 *   actions.order.create({ intent, purchase_units, application_context }) -> order id
 * The order is created from this page with fetch (POST /v2/checkout/orders, the contract
 * openapi/wallet-api.yaml), so MSW and `?scenario=createWalletOrder:...` answer it; a popup window
 * is not mocked by MSW. The approval happens in a popup (approve.html next to this file) that
 * reports back to this page with postMessage: approve -> onApprove, cancel or closed -> onCancel;
 * a refused order or a blocked window -> onError.
 */
(function () {
  'use strict';
  var script = document.currentScript;
  var scriptUrl = new URL((script && script.src) || '/wallet-sdk/sdk.js', location.href);
  var currency = scriptUrl.searchParams.get('currency') || 'USD';
  var clientId = scriptUrl.searchParams.get('client-id') || '';
  var approvalPage = new URL('approve.html', scriptUrl).href;
  var ORDERS_PATH = '/v2/checkout/orders';
  var MESSAGE_SOURCE = 'bait-wallet-stand-in';
  var WINDOW_NAME = 'bait-wallet-approval';
  var WINDOW_FEATURES = 'popup,width=480,height=640';
  var CLOSED_POLL_MS = 500;
  var LABELS = { paypal: 'Pagar con monedero', checkout: 'Pagar con monedero', buynow: 'Comprar con monedero', pay: 'Pagar con monedero' };
  var COLORS = { gold: '#ffc439', blue: '#0070ba', silver: '#eeeeee', white: '#ffffff', black: '#000000' };

  function walletError(name, message, details) {
    var error = new Error(message);
    error.name = name;
    error.details = details;
    return error;
  }

  function createOrder(order) {
    return fetch(ORDERS_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'paypal-client-id': clientId },
      body: JSON.stringify(order),
    }).then(
      function (response) {
        return response
          .json()
          .catch(function () {
            return undefined;
          })
          .then(function (body) {
            if (response.ok && body && typeof body.id === 'string') return body.id;
            throw walletError((body && body.name) || 'ORDER_NOT_CREATED', (body && body.message) || 'The order was not created.', body && body.details);
          });
      },
      function () {
        throw walletError('NETWORK_ERROR', 'The wallet could not be reached.');
      },
    );
  }

  function approvalAddress(orderId, order) {
    var unit = (order && order.purchase_units && order.purchase_units[0]) || {};
    var amount = unit.amount || {};
    var params = new URLSearchParams({ token: orderId, monto: amount.value || '', moneda: amount.currency_code || currency, concepto: unit.description || '' });
    return approvalPage + '?' + params.toString();
  }

  function Buttons(options) {
    options = options || {};
    var style = options.style || {};
    var button;
    var disabled = false;
    var session;

    function setDisabled(value) {
      disabled = value;
      if (button) {
        button.disabled = value || Boolean(session);
        button.style.opacity = button.disabled ? '0.5' : '1';
        button.style.cursor = button.disabled ? 'not-allowed' : 'pointer';
      }
    }

    function endSession() {
      if (!session) return;
      window.removeEventListener('message', session.onMessage);
      window.clearInterval(session.poll);
      if (session.popup && !session.popup.closed) session.popup.close();
      session = undefined;
      setDisabled(disabled);
    }

    function fail(error) {
      endSession();
      if (options.onError) options.onError(error);
    }

    function start() {
      if (disabled || session) return;
      // Opened at once, inside the click, as the real SDK does, so that no popup blocker stops it.
      var popup = window.open('', WINDOW_NAME, WINDOW_FEATURES);
      if (!popup) return fail(walletError('POPUP_BLOCKED', 'The approval window could not be opened.'));
      var state = { popup: popup, orderId: undefined, order: undefined };
      session = state;
      setDisabled(disabled);
      state.onMessage = function (event) {
        if (event.origin !== location.origin || event.source !== popup) return;
        var data = event.data || {};
        if (data.source !== MESSAGE_SOURCE || data.orderID !== state.orderId) return;
        endSession();
        if (data.type === 'approve') {
          Promise.resolve()
            .then(function () {
              return options.onApprove({ orderID: data.orderID, payerID: data.payerID || 'PAYERSTANDIN', facilitatorAccessToken: 'stand-in' }, {});
            })
            .catch(fail);
        } else if (options.onCancel) options.onCancel({ orderID: data.orderID });
      };
      window.addEventListener('message', state.onMessage);
      state.poll = window.setInterval(function () {
        if (session !== state || !popup.closed) return;
        // The window posts its answer and closes itself at once; on a busy page its closing can be
        // seen before the message is handled. Closed on two polls in a row, it gave no answer.
        if (!state.seenClosed) {
          state.seenClosed = true;
          return;
        }
        endSession();
        if (options.onCancel) options.onCancel({ orderID: state.orderId });
      }, CLOSED_POLL_MS);

      var allowed = true;
      var clickActions = {
        resolve: function () {
          allowed = true;
          return Promise.resolve();
        },
        reject: function () {
          allowed = false;
          return Promise.resolve();
        },
      };
      Promise.resolve(options.onClick ? options.onClick({ fundingSource: 'paypal' }, clickActions) : undefined)
        .then(function () {
          if (!allowed) {
            endSession();
            return undefined;
          }
          var orderActions = {
            order: {
              create: function (order) {
                state.order = order;
                return createOrder(order);
              },
            },
          };
          return Promise.resolve(options.createOrder({ paymentSource: 'paypal' }, orderActions)).then(function (orderId) {
            if (session !== state) return;
            if (typeof orderId !== 'string' || !orderId) throw walletError('INVALID_ORDER_ID', 'createOrder gave no order id.');
            state.orderId = orderId;
            popup.location.replace(approvalAddress(orderId, state.order));
          });
        })
        .catch(function (error) {
          if (session === state) fail(error);
        });
    }

    return {
      isEligible: function () {
        return true;
      },
      render: function (container) {
        var host = typeof container === 'string' ? document.querySelector(container) : container;
        if (!host) return Promise.reject(walletError('RENDER_ERROR', 'The container was not found.'));
        button = document.createElement('button');
        button.type = 'button';
        button.textContent = LABELS[style.label] || LABELS.paypal;
        button.setAttribute('data-wallet-stand-in', 'true');
        var background = COLORS[style.color] || COLORS.gold;
        button.style.cssText =
          'display:block;width:100%;min-height:45px;padding:0 1rem;border:0;font:inherit;font-weight:700;' +
          'border-radius:' +
          (style.shape === 'pill' ? '23px' : '4px') +
          ';background:' +
          background +
          ';' +
          'color:' +
          (style.color === 'blue' || style.color === 'black' ? '#ffffff' : '#111111') +
          ';';
        button.addEventListener('click', start);
        host.appendChild(button);
        if (options.onInit) {
          options.onInit(
            {},
            {
              enable: function () {
                setDisabled(false);
                return Promise.resolve();
              },
              disable: function () {
                setDisabled(true);
                return Promise.resolve();
              },
            },
          );
        }
        setDisabled(disabled);
        return Promise.resolve();
      },
      close: function () {
        endSession();
        if (button) button.remove();
        button = undefined;
        return Promise.resolve();
      },
    };
  }

  window.paypal = { version: 'stand-in', Buttons: Buttons };
})();
