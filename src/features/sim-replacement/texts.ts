import { brand } from '@/shared/config/brand';

/**
 * Spanish texts of /reposicion-sim. The spec names the capability ("replace a
 * SIM") and its calls but shows no text of the screen: these are ours. The code step's and the
 * lockout screen's texts are the shared ones; server messages are shown as
 * they come.
 */
export const simReplacementTexts = {
  heading: 'Reposición de SIM',
  intro:
    'Si tu SIM se perdió, te la robaron o está dañada, pasa tu número a una SIM nueva. Ten a la mano la SIM nueva: necesitas su ICCID, impreso en ella y en su empaque.',
  steps: {
    request: 'Datos de tu línea',
  },
  fields: {
    phone: `Tu número ${brand.name}`,
    phoneHint: 'Los 10 dígitos de la línea que quieres pasar a la SIM nueva.',
    iccid: 'ICCID de la SIM nueva',
    iccidHint: (prefix: string) => `Escribe los 13 dígitos que siguen a ${prefix}, impresos en tu SIM nueva.`,
    email: 'Correo electrónico',
    emailHint: 'Ahí te enviaremos la respuesta de tu solicitud.',
    reason: 'Motivo de la reposición',
  },
  reasons: {
    extravio: 'Extravío',
    robo: 'Robo',
    dano: 'Daño',
  },
  errors: {
    phoneRequired: 'El número es obligatorio',
    phoneDigits: 'Ingresa los 10 dígitos de tu número',
    iccidRequired: 'El ICCID es obligatorio',
    iccidDigits: 'Ingresa los 13 dígitos de tu ICCID',
    emailRequired: 'El correo electrónico es obligatorio',
    emailPattern: 'Ingresa un correo electrónico válido',
    reasonRequired: 'Elige el motivo de la reposición',
    sendFailed: 'No fue posible enviar el código de verificación. Inténtalo más tarde.',
    wrongCode: 'El código ingresado es incorrecto.',
    checkFailed: 'No fue posible validar el código. Inténtalo más tarde.',
    rejected: 'No fue posible registrar tu solicitud de reposición. Verifica los datos e inténtalo de nuevo.',
  },
  send: 'Enviar código',
  changeData: 'Corregir mis datos',
  loadingStep: 'Cargando…',
  code: {
    sentTo: (phone: string) => `Ingresa el código de verificación que enviamos para el número ${phone}.`,
  },
  done: {
    title: 'Solicitud registrada',
    message: 'Tu solicitud de reemplazo de SIM fue registrada.',
    summary: (phone: string, email: string) => `Te enviaremos la respuesta para el número ${phone} a ${email}.`,
    again: 'Hacer otra solicitud',
    home: 'Ir a inicio',
  },
} as const;
