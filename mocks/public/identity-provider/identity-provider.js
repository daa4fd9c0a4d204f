// The identity provider's stand-in (mock mode only): one page per `pagina`, then
// back to `redirect` on the same origin, as a real provider returns to the registered address.
(function () {
  'use strict';
  // The authorisation code mocks/behaviors/session.ts rejects (WRONG_CREDENTIAL).
  var REJECTED_CODE = 'incorrecta';
  var PAGES = {
    login: {
      title: 'Inicia sesión',
      text: 'Ingresa tu correo y tu contraseña para continuar en Bait.',
      credentials: true,
    },
    registro: {
      title: 'Crea tu cuenta',
      text: 'Registra un correo y una contraseña para tu cuenta Bait.',
      credentials: true,
    },
    'eliminar-cuenta': {
      title: 'Eliminar cuenta',
      text: 'Confirma que quieres eliminar tu cuenta del proveedor de identidad.',
    },
    'confirmar-cambio': {
      title: 'Confirma el cambio',
      text: 'Confirma el cambio de los datos de tu cuenta.',
    },
    'actualizar-telefono': {
      title: 'Actualiza tu teléfono',
      text: 'Confirma el nuevo número de teléfono de tu cuenta.',
    },
    'cambiar-contrasena': {
      title: 'Cambia tu contraseña',
      text: 'Confirma el cambio de la contraseña de tu cuenta.',
    },
  };

  var query = new URLSearchParams(location.search);
  var page = PAGES[query.get('pagina')];
  var state = query.get('state');
  var clientId = query.get('client_id');
  var errorBox = document.getElementById('error');

  function showError(text) {
    errorBox.textContent = text;
    errorBox.hidden = false;
  }

  // Only an address of this origin: the stand-in must not become an open redirect.
  function redirectTarget() {
    try {
      var target = new URL(query.get('redirect') || '', location.origin);
      return target.origin === location.origin ? target : null;
    } catch {
      return null;
    }
  }

  function randomCode() {
    var bytes = new Uint8Array(10);
    crypto.getRandomValues(bytes);
    return Array.from(bytes, function (byte) {
      return byte.toString(16).padStart(2, '0');
    }).join('');
  }

  function goBack(params) {
    var target = redirectTarget();
    if (!target) {
      showError('La dirección de regreso no es válida.');
      return;
    }
    Object.keys(params).forEach(function (name) {
      target.searchParams.set(name, params[name]);
    });
    if (state) target.searchParams.set('state', state);
    location.assign(target.toString());
  }

  var form = document.getElementById('formulario');
  if (!page) {
    document.getElementById('titulo').textContent = 'Página desconocida';
    document.getElementById('descripcion').textContent = 'El proveedor de identidad no tiene esta página.';
    form.hidden = true;
    return;
  }
  document.title = page.title + ' | Proveedor de identidad Bait (simulado)';
  document.getElementById('titulo').textContent = page.title;
  document.getElementById('descripcion').textContent = page.text;
  document.getElementById('cliente').textContent = 'Aplicación: ' + (clientId || 'sin client_id');
  if (!page.credentials) {
    ['campo-correo', 'campo-contrasena', 'campo-verificado', 'campo-rechazo'].forEach(function (id) {
      document.getElementById(id).hidden = true;
    });
  }

  form.addEventListener('submit', function (event) {
    event.preventDefault();
    if (!page.credentials) {
      goBack({});
      return;
    }
    if (!document.getElementById('correo').value || !document.getElementById('contrasena').value) {
      showError('Ingresa tu correo y tu contraseña.');
      return;
    }
    goBack({
      code: document.getElementById('rechazo').checked ? REJECTED_CODE : randomCode(),
      email_verify: String(document.getElementById('verificado').checked),
    });
  });
  document.getElementById('cancelar').addEventListener('click', function () {
    goBack({ error: 'access_denied' });
  });
})();
