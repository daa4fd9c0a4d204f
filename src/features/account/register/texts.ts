import { brand } from '@/shared/config/brand';

/**
 * Spanish texts of the registration (spec 2.10, 4 "Register", 5 "Account forms", 8 "Account
 * errors"); the quoted ones are the spec's, word for word. Labels, buttons and the notices the
 * spec does not word are ours (docs/decisions/058).
 */
export const registerTexts = {
  intro: {
    number: `Ingresa tu número ${brand.name} para enviarte un código de verificación por SMS.`,
    service: 'Ingresa los datos de tu servicio para enviarte un código de verificación por SMS.',
  },
  steps: {
    number: 'Paso 1 de 2: tus datos',
    code: 'Paso 2 de 2: código de verificación',
  },
  fields: {
    lineNumber: `Número ${brand.name}`,
    lineNumberConfirmation: `Confirma tu número ${brand.name}`,
    serviceNumber: 'Número de servicio',
    phone: 'Número telefónico',
    email: 'Correo electrónico',
    iccid: 'ICCID de tu SIM',
    code: 'Código de verificación',
  },
  hints: {
    iccid: (prefix: string) => `Escribe los 13 dígitos que siguen a ${prefix}, impresos en tu SIM.`,
    iccidChecking: 'Verificando el ICCID...',
    code: (number: string) => `Escribe el código de 4 dígitos que enviamos por SMS al ${number}.`,
  },
  buttons: {
    sendCode: 'Enviar código',
    verify: 'Verificar',
    loginLink: 'Inicia sesión',
  },
  haveAccount: '¿Ya tienes cuenta?',
  errors: {
    lineNumberRequired: `El número ${brand.name} es obligatorio`,
    lineNumberDigits: 'Ingresa los 10 dígitos de tu número',
    lineNumberConfirmationRequired: 'La confirmación de número es obligatoria',
    numberMismatch: 'El número no coincide',
    serviceNumberRequired: 'El número de servicio es obligatorio',
    serviceNumberDigits: 'Ingresa los 10 dígitos de tu número de servicio',
    phoneRequired: 'El número telefónico es obligatorio',
    phoneDigits: 'Ingresa los 10 dígitos de tu número',
    emailRequired: 'El correo electrónico es obligatorio',
    emailInvalid: 'Ingresa un correo electrónico válido',
    iccidRequired: 'El ICCID es obligatorio',
    iccidDigits: 'Ingresa los 13 dígitos de tu ICCID',
    iccidWrongLineType: 'El ICCID ingresado no corresponde a un número de Internet en casa o de Internet portátil.',
    iccidNotASim: 'Lo sentimos, el número ICCID ingresado no corresponde a una SIM',
    iccidFailed: 'Lo sentimos, hubo un error al consultar el ICCID por favor inténtalo más tarde.',
  },
  alerts: {
    alreadyRegistered: 'Lo sentimos, el número ingresado ya tiene una cuenta registrada, si no conoce su contraseña, favor de solicitar la recuperación.',
    codeNotSent: 'No fue posible generar tu código de verificación por favor inténtalo más tarde',
    wrongCode: 'El código ingresado es incorrecto.',
  },
} as const;
