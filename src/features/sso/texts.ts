import { brand } from '@/shared/config/brand';

/** Spanish texts of single sign-on (/sso, /sso-callback and the account deletion). */
export const ssoTexts = {
  page: { heading: 'Inicio de sesión' },
  callback: { heading: 'Validando tu acceso' },
  intro: {
    heading: `Tu cuenta ${brand.name}, en un solo acceso`,
    carouselLabel: 'Conoce tu cuenta',
    imageAlt: (position: number, total: number) => `Imagen ${position} de ${total} de la presentación de tu cuenta ${brand.name}`,
    continue: 'Continuar',
  },
  number: {
    heading: 'Verifica tu número',
    intro: 'Ingresa tu número a 10 dígitos; te enviaremos un código por SMS.',
    label: `Número ${brand.name}`,
    submit: 'Enviar código',
    submitting: 'Enviando código...',
    register: 'Crear cuenta',
    noAccount: '¿Aún no tienes cuenta?',
    legacy: 'Ingresar con número y contraseña',
  },
  code: {
    heading: 'Ingresa tu código',
    hint: (number: string) => `Enviamos un código de verificación por SMS al ${number}.`,
    label: 'Código de verificación',
    submit: 'Verificar',
    changeNumber: 'Cambiar número',
    attemptsLeft: (attempts: number) => (attempts === 1 ? 'Te queda 1 intento.' : `Te quedan ${attempts} intentos.`),
    redirecting: 'Te estamos llevando al inicio de sesión...',
  },
  legacy: {
    heading: 'Ingresa con tu número y contraseña',
    numberLabel: `Número ${brand.name}`,
    passwordLabel: 'Contraseña',
    passwordHint: 'De 8 a 20 caracteres, con mayúsculas, minúsculas, al menos un número y un símbolo como @$!%*.#?&',
    submit: 'Iniciar sesión',
    submitting: 'Iniciando sesión...',
    back: 'Ingresar con código por SMS',
  },
  callbackStatus: {
    validating: 'Estamos validando tu acceso...',
    cancelled: 'No se completó el inicio de sesión.',
    missingCode: 'Para continuar, inicia sesión.',
    /** A code whose state is not the one this tab sent (decision 129): nothing is exchanged. */
    unexpectedState: 'No pudimos confirmar que iniciaste este acceso desde esta ventana. Por favor inicia sesión de nuevo.',
    retry: 'Ir a inicio de sesión',
  },
  deleteAccount: {
    button: 'Eliminar cuenta',
    confirmTitle: 'Eliminar cuenta',
    confirmMessage: '¿Seguro que quieres eliminar tu cuenta? Esta acción no se puede deshacer.',
  },
  errors: {
    // Spec 5 "Account forms" and 8 "Account errors".
    numberRequired: `El número ${brand.name} es obligatorio`,
    numberDigits: 'Ingresa los 10 dígitos de tu número',
    passwordRequired: 'La contraseña es requerida',
    passwordInvalid: 'La contraseña ingresada es inválida',
    validationFailed: 'Hubo un error al validar tus datos.',
    codeNotSent: 'No fue posible generar tu código de verificación por favor inténtalo más tarde',
    wrongCode: 'El código ingresado es incorrecto.',
    // The spec is silent on these (decision 086).
    noIdentityProvider: 'El inicio de sesión único no está disponible por el momento. Inténtalo más tarde.',
    deleteFailed: 'No fue posible eliminar tu cuenta, inténtalo más tarde.',
    deleted: 'Tu cuenta fue eliminada',
  },
} as const;
