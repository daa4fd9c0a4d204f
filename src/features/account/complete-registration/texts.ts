import { brand } from '@/shared/config/brand';

/**
 * Spanish texts of the complete registration (spec 4 "Register", 5 "Complete registration");
 * the quoted ones are the spec's, word for word. Labels, the button and the consent are ours
 * (docs/decisions/075).
 */
export const completeRegistrationTexts = {
  intro: 'Ya casi terminas. Completa tus datos y crea tu contraseña.',
  fields: {
    name: 'Nombre o alias',
    email: 'Correo electrónico',
    password: 'Contraseña',
    passwordConfirmation: 'Confirma tu contraseña',
    allowNotifications: `Acepto recibir promociones y novedades de ${brand.name}`,
  },
  /** The spec's tooltip rule of the new password. */
  passwordRule: 'Mínimo 8 caracteres, letras mayúsculas y minúsculas, al menos un número y un símbolo como @,%,$,*,?',
  submit: 'Registrarme',
  errors: {
    nameRequired: 'El nombre/alias es obligatorio',
    emailRequired: 'El correo electrónico es obligatorio',
    emailInvalid: 'Ingresa un correo electrónico válido',
    passwordRequired: 'La contraseña es obligatoria',
    passwordInvalid: 'La contraseña ingresada es inválida',
    confirmationRequired: 'La confirmación es obligatoria',
    passwordMismatch: 'La contraseña no coincide.',
  },
  alerts: {
    registerFailed: 'Ha ocurrido un error con tu sesión, por favor intenta más tarde.',
  },
} as const;
