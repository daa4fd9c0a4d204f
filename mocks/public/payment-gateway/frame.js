/*
 * The stand-in gateway frame's behaviour (mock build only). The card goes only to
 * the contract's createGatewayPayment; the page receives events, never the card.
 */
(function () {
  'use strict';
  var query = new URLSearchParams(window.location.search);
  var parentOrigin = query.get('parentOrigin') || '';
  var merchant = query.get('merchant') || '';
  var apiBase = (query.get('apiBase') || '').replace(/\/$/, '');
  var detailMode = query.get('detail') === '1';
  var order = {
    amount: Number(query.get('amount')),
    currency: query.get('currency') || 'MXN',
    description: query.get('description') || '',
    email: query.get('email') || '',
    phone: query.get('phone') || '',
  };

  var form = document.getElementById('formulario');
  var pay = document.getElementById('pagar');
  var status = document.getElementById('estado');
  var terms = document.getElementById('terminos');
  var whatsapp = document.getElementById('whatsapp');
  var fields = {
    titular: {
      input: document.getElementById('titular'),
      valid: function (v) {
        return /^[A-Za-zÁÉÍÓÚÜÑáéíóúüñ ]{2,}$/.test(v.trim());
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
  var busy = false;

  function post(message) {
    if (window.parent !== window && parentOrigin) window.parent.postMessage(message, parentOrigin);
  }

  function complete() {
    return Object.keys(fields).every(function (name) {
      return fields[name].valid(fields[name].input.value);
    });
  }

  function refresh() {
    pay.disabled = busy || !terms.checked;
  }

  function showFieldError(name, shown) {
    var field = fields[name];
    field.input.setAttribute('aria-invalid', shown ? 'true' : 'false');
    document.getElementById(name + '-error').hidden = !shown;
  }

  document.getElementById('importe').textContent =
    order.description + ' · ' + new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' }).format(order.amount);
  pay.textContent = detailMode ? 'Continuar' : 'Pagar';

  Object.keys(fields).forEach(function (name) {
    var input = fields[name].input;
    input.addEventListener('input', function () {
      if (name !== 'titular') {
        var digits = input.value.replace(/[^0-9]/g, '');
        input.value = name === 'vencimiento' && digits.length > 2 ? digits.slice(0, 2) + '/' + digits.slice(2, 4) : digits;
      }
      showFieldError(name, false);
      post({ event: 'ChangeOnForm', data: { complete: complete() } });
    });
    input.addEventListener('blur', function () {
      if (input.value) showFieldError(name, !fields[name].valid(input.value));
    });
  });

  terms.addEventListener('change', function () {
    post({ event: 'ChangeLegal', data: 0, accepted: terms.checked });
    refresh();
  });
  whatsapp.addEventListener('change', function () {
    post({ event: 'ChangeLegal', data: 1, accepted: whatsapp.checked });
  });
  document.getElementById('detalle').addEventListener('click', function () {
    post({ event: 'GoToDetail' });
  });

  form.addEventListener('submit', function (event) {
    event.preventDefault();
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
    busy = true;
    refresh();
    status.textContent = 'Procesando tu tarjeta…';
    fetch(apiBase + '/v1/merchants/' + encodeURIComponent(merchant) + '/payments', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        card: {
          number: fields.numero.input.value,
          holder_name: fields.titular.input.value.trim(),
          cvv: fields.cvv.input.value,
          exp_month: expiry[0],
          exp_year: expiry[1],
        },
        order: order,
        environment: query.get('environment') === 'production' ? 'production' : 'sandbox',
      }),
    })
      .then(function (response) {
        return response
          .json()
          .catch(function () {
            return undefined;
          })
          .then(function (body) {
            if (response.ok && body && typeof body.token === 'string') {
              status.textContent = '';
              post({ event: 'RequestPayment', data: { token: body.token } });
              return;
            }
            var data = { code: (body && typeof body.code === 'string' && body.code) || 'internal_error' };
            if (body && typeof body.message_to_purchaser === 'string') data.message_to_purchaser = body.message_to_purchaser;
            status.textContent = data.message_to_purchaser || 'No se pudo procesar tu tarjeta.';
            post({ event: 'PaymentError', data: data });
          });
      })
      .catch(function () {
        status.textContent = 'No se pudo procesar tu tarjeta.';
        post({ event: 'PaymentError', data: { code: 'internal_error' } });
      })
      .then(function () {
        busy = false;
        refresh();
      });
  });

  refresh();
  post({ event: 'PaymentFormLoad' });
})();
