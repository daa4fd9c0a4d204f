import { brand } from '@/shared/config/brand';

/**
 * Spanish texts of the password recovery (spec 2.9, 4 "Recovery", 5 "Account forms", 8 "Account
 * errors"); the quoted ones are the spec's, word for word. Labels, buttons and the notices the
 * spec does not word are ours (docs/decisions/060 to 064).
 */
export const recoveryTexts = {
  intro: {
    number: 'Ingresa tu número para enviarte un código de verificación por SMS.',
    service: 'Ingresa tu número de servicio y tu número telefónico para enviarte un código de verificación por SMS.',
  },
  alreadyRegistered: 'Tu número ya tiene una cuenta registrada. Recupera tu contraseña para entrar.',
  fields: {
    lineNumber: `Número ${brand.name}`,
    lineNumberConfirmation: `Confirma tu número ${brand.name}`,
    serviceNumber: 'Número de servicio',
    phone: 'Número telefónico',
    code: 'Código de verificación',
    password: 'Nueva contraseña',
    passwordConfirmation: 'Confirma tu nueva contraseña',
  },
  hints: {
    code: 'Escribe el código que te enviamos por SMS.',
    password: 'Mínimo 8 caracteres, letras mayúsculas y minúsculas, al menos un número y un símbolo como @,%,$,*,?',
  },
  steps: {
    number: 'Paso 1 de 3: tu número',
    code: 'Paso 2 de 3: código de verificación',
    password: 'Paso 3 de 3: nueva contraseña',
  },
  buttons: {
    sendCode: 'Enviar código',
    verify: 'Verificar',
    savePassword: 'Cambiar contraseña',
  },
  errors: {
    lineNumberRequired: `El número ${brand.name} es obligatorio`,
    lineNumberDigits: 'Ingresa los 10 dígitos de tu número',
    lineNumberConfirmationRequired: 'La confirmación de número es obligatoria',
    numberMismatch: 'El número no coincide.',
    serviceNumberRequired: 'El número de servicio es obligatorio',
    serviceNumberDigits: 'Ingresa los 10 dígitos de tu número de servicio',
    phoneRequired: 'El número telefónico es obligatorio',
    phoneDigits: 'Ingresa los 10 dígitos de tu número',
    passwordRequired: 'La contraseña es obligatoria',
    passwordInvalid: 'La contraseña ingresada es inválida',
    passwordConfirmationRequired: 'La confirmación es obligatoria',
    passwordMismatch: 'La contraseña no coincide.',
  },
  alerts: {
    /** The contract's wording of code 0; the spec gives no default. */
    notRegistered: 'El número ingresado no está registrado, regístrate para continuar.',
    codeNotGenerated: 'No fue posible generar tu código de verificación por favor inténtalo más tarde',
    pinInvalid: 'Lo sentimos, ha superado los cambios de número permitidos',
    passwordNotSet: 'Ha ocurrido un error con tu sesión, por favor intenta más tarde.',
  },
} as const;
