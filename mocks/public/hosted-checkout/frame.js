/*
 * The stand-in hosted-checkout frame's behaviour (mock build only). The card goes only to the
 * contract's createCardToken; its script in the page receives the token or the error, never the card.
 */
(function () {
  'use strict';
  var query = new URLSearchParams(window.location.search);
  var mountId = query.get('mount') || '';
  var parentOrigin = query.get('parentOrigin') || '';
  var merchant = query.get('merchant') || '';
  var publicKey = query.get('publicKey') || '';
  var apiBase = (query.get('apiBase') || '').replace(/\/$/, '');
  var COLOUR = /^(#[0-9a-f]{3,8}|(rgb|hsl)a?\([\d\s.,%/]+\)|[a-z]{3,20})$/i;
  var LENGTH = /^\d{1,3}(\.\d{1,2})?(px|rem|em|%)$/;

  var form = document.getElementById('formulario');
  var submit = document.getElementById('enviar');
  var status = document.getElementById('estado');
  var fields = {
    titular: {
      input: document.getElementById('titular'),
      valid: function (v) {
        return /^[A-Za-zÁÉÍÓÚÜÑáéíóúüñ ]{2,60}$/.test(v.trim());
      },
    },
    numero: {
      input: document.getElementById('numero'),
      valid: function (v) {
        return /^[0-9]{13,16}$/.test(v);
      },
    },
    vencimiento: {
      input: document.getElementById('vencimiento'),
      valid: function (v) {
        return /^(0[1-9]|1[0-2])\/[0-9]{2}$/.test(v);
      },
    },
    cvv: {
      input: document.getElementById('cvv'),
      valid: function (v) {
        return /^[0-9]{3,4}$/.test(v);
      },
    },
  };
  /** The contract's param (and code) of an error -> the frame's fields it clears. */
  var CLEARS = {
    number: ['numero'],
    exp_month: ['vencimiento'],
    exp_year: ['vencimiento'],
    cvv: ['cvv'],
    holder_name: ['titular'],
  };

  function post(type, payload) {
    if (window.parent === window || !parentOrigin) return;
    var message = { source: 'checkout-components', mount: mountId, type: type };
    if (payload) Object.assign(message, payload);
    window.parent.postMessage(message, parentOrigin);
  }

  function showFieldError(name, shown) {
    fields[name].input.setAttribute('aria-invalid', shown ? 'true' : 'false');
    document.getElementById(name + '-error').hidden = !shown;
  }

  submit.textContent = (query.get('submitText') || 'Pagar').slice(0, 40);
  if (COLOUR.test(query.get('buttonBackground') || '')) submit.style.background = query.get('buttonBackground');
  if (COLOUR.test(query.get('buttonColor') || '')) submit.style.color = query.get('buttonColor');
  if (LENGTH.test(query.get('buttonRadius') || '')) submit.style.borderRadius = query.get('buttonRadius');
  if (query.get('buttonOutlined') === '1' && COLOUR.test(query.get('buttonColor') || '')) submit.style.border = '2px solid ' + query.get('buttonColor');

  Object.keys(fields).forEach(function (name) {
    var input = fields[name].input;
    input.addEventListener('input', function () {
      if (name !== 'titular') {
        var digits = input.value.replace(/[^0-9]/g, '');
        input.value = name === 'vencimiento' && digits.length > 2 ? digits.slice(0, 2) + '/' + digits.slice(2, 4) : digits;
      }
      showFieldError(name, false);
    });
    input.addEventListener('blur', function () {
      if (input.value) showFieldError(name, !fields[name].valid(input.value));
    });
  });

  function failed(error) {
    var clears = (error.param && CLEARS[error.param]) || [];
    clears.forEach(function (name) {
      fields[name].input.value = '';
    });
    if (clears[0]) fields[clears[0]].input.focus();
    status.textContent = error.message_to_purchaser || 'No se pudo procesar tu tarjeta.';
    post('error', { error: error });
  }

  form.addEventListener('submit', function (event) {
    event.preventDefault();
    if (submit.getAttribute('aria-disabled') === 'true') return;
    var invalid = Object.keys(fields).filter(function (name) {
      return !fields[name].valid(fields[name].input.value);
    });
    Object.keys(fields).forEach(function (name) {
      showFieldError(name, invalid.indexOf(name) >= 0);
    });
    if (invalid.length > 0) {
      fields[invalid[0]].input.focus();
      return;
    }
    var expiry = fields.vencimiento.input.value.split('/');
    var headers = { 'content-type': 'application/json' };
    if (publicKey) headers.authorization = 'Basic ' + btoa(publicKey + ':');
    submit.setAttribute('aria-disabled', 'true');
    status.textContent = 'Procesando tu tarjeta…';
    fetch(apiBase + '/v1/' + encodeURIComponent(merchant) + '/tokens', {
      method: 'POST',
      headers: headers,
      body: JSON.stringify({
        number: fields.numero.input.value,
        holder_name: fields.titular.input.value.trim(),
        cvv: fields.cvv.input.value,
        exp_month: expiry[0],
        exp_year: expiry[1],
      }),
    })
      .then(function (response) {
        return response
          .json()
          .catch(function () {
            return undefined;
          })
          .then(function (body) {
            if (response.ok && body && typeof body.id === 'string') {
              status.textContent = '';
              post('token', { token: { id: body.id, object: 'token', used: false } });
              return;
            }
            failed(body && body.object === 'error' ? body : { object: 'error', type: 'api_error', code: 'internal_error', message: 'Unexpected answer.' });
          });
      })
      .catch(function () {
        failed({ object: 'error', type: 'api_error', code: 'internal_error', message: 'The card processor could not be reached.' });
      })
      .then(function () {
        submit.removeAttribute('aria-disabled');
      });
  });

  post('ready');
})();
