/*
 * Local stand-in of the card processor's browser SDK, served by the mock build only
 * (docs/decisions/092-card-tokeniser.md). It defines the same global as the real script
 * (Conekta.js: Conekta.setPublicKey(key), Conekta.Token.create(params, onSuccess, onError)) and
 * turns each token request into the contract's createCardToken call
 * (openapi/card-tokenization-api.yaml), so the mocks' scenarios decide the answer.
 * It never logs or stores the card data.
 */
(function () {
  'use strict';
  var script = document.currentScript;
  var merchantId = (script && script.dataset.merchantId) || 'tiendademo01';
  var apiBase = ((script && script.dataset.apiBase) || '').replace(/\/$/, '');
  var publicKey = '';

  function transportError() {
    return { object: 'error', type: 'api_error', code: 'internal_error', message: 'The card processor could not be reached.' };
  }

  function create(params, onSuccess, onError) {
    var card = (params && params.card) || {};
    var headers = { 'content-type': 'application/json' };
    if (publicKey) headers.authorization = 'Basic ' + btoa(publicKey + ':');
    fetch(apiBase + '/v1/' + encodeURIComponent(merchantId) + '/tokens', {
      method: 'POST',
      headers: headers,
      body: JSON.stringify({
        number: String(card.number || ''),
        holder_name: String(card.name || ''),
        cvv: String(card.cvc || ''),
        exp_month: String(card.exp_month || ''),
        exp_year: String(card.exp_year || ''),
      }),
    })
      .then(function (response) {
        return response
          .json()
          .catch(function () {
            return undefined;
          })
          .then(function (body) {
            if (response.ok && body && typeof body.id === 'string') onSuccess(body);
            else onError(body && body.object === 'error' ? body : transportError());
          });
      })
      .catch(function () {
        onError(transportError());
      });
  }

  window.Conekta = {
    setPublicKey: function (key) {
      publicKey = String(key || '');
    },
    getPublicKey: function () {
      return publicKey;
    },
    Token: { create: create },
  };
})();
