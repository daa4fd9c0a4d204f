/* The approval window of the wallet stand-in (see approve.html and sdk.js). */
(function () {
  'use strict';
  var MESSAGE_SOURCE = 'bait-wallet-stand-in';
  var params = new URLSearchParams(location.search);
  var orderId = params.get('token') || '';
  var amount = params.get('monto');
  var currency = params.get('moneda') || 'MXN';

  document.getElementById('concepto').textContent = params.get('concepto') || '—';
  document.getElementById('monto').textContent = amount ? '$' + amount + ' ' + currency : '—';
  document.getElementById('orden').textContent = orderId || '—';

  function report(type) {
    var status = document.getElementById('estado');
    if (!window.opener || !orderId) {
      status.textContent = 'No se encontró la ventana del sitio que pidió el pago.';
      return;
    }
    window.opener.postMessage({ source: MESSAGE_SOURCE, type: type, orderID: orderId, payerID: 'PAYERSTANDIN' }, location.origin);
    status.textContent = type === 'approve' ? 'Pago aprobado.' : 'Pago cancelado.';
    window.close();
  }

  document.getElementById('aprobar').addEventListener('click', function () {
    report('approve');
  });
  document.getElementById('cancelar').addEventListener('click', function () {
    report('cancel');
  });
  document.getElementById('aprobar').focus();
})();
