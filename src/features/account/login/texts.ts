import { brand } from '@/shared/config/brand';
import type { LineType } from '@/shared/domain/line-check';

/** Spanish texts of /login (spec 2.8, 5 "Account forms", 8 "Account errors"). */
export const loginTexts = {
  intro: 'Ingresa a tu cuenta para consultar tus consumos y administrar tu línea.',
  lineTypeLegend: 'Tipo de línea',
  lineTypes: {
    mbb: 'Telefonía móvil',
    hbb: 'Internet en casa',
    mifi: 'Internet portátil',
  } satisfies Record<LineType, string>,
  numberLabel: {
    mbb: `Número ${brand.name}`,
    hbb: 'Número de servicio',
    mifi: 'Número de servicio',
  } satisfies Record<LineType, string>,
  passwordLabel: 'Contraseña',
  showPassword: 'Mostrar contraseña',
  hidePassword: 'Ocultar contraseña',
  checkingNumber: 'Validando tu número...',
  submit: 'Iniciar sesión',
  submitting: 'Validando tus datos...',
  forgotPassword: 'Olvidé mi contraseña',
  noAccount: '¿Aún no tienes cuenta?',
  register: 'Regístrate aquí',
  privacyPrefix: 'Consulta nuestro',
  privacyNotice: 'Aviso de privacidad',
  errors: {
    /** With the product name, as in the live text. */
    lineNumberRequired: `El número ${brand.name} es obligatorio`,
    lineNumberDigits: 'Ingresa los 10 dígitos de tu número',
    serviceNumberRequired: 'El número de servicio es obligatorio',
    serviceNumberDigits: 'Ingresa los 10 dígitos de tu número de servicio',
    passwordRequired: 'La contraseña es requerida',
    loginFailed: 'Hubo un error al validar tus datos.',
  },
} as const;
