import { brand } from '@/shared/config/brand';
import type { PortInOutcome } from './api/outcomes';

/** Texts of the port-in request; the specification leaves them open except where quoted. */
export const portInTexts = {
  heading: 'Solicita tu portabilidad',
  intro: `Déjanos tus datos y tu NIP de portabilidad; nosotros hacemos el cambio a ${brand.name} con tu mismo número.`,
  fields: {
    number: 'Número a portar',
    nip: 'NIP de portabilidad',
    name: 'Nombre completo',
    email: 'Correo electrónico',
  },
  nipHint: 'Envía un SMS con la palabra NIP al 051 o llama al 051 desde tu línea actual.',
  submit: 'Solicitar portabilidad',
  sending: 'Enviando tu solicitud…',
  errors: {
    // Spec 5, eSIM form: the phone and e-mail messages.
    numberRequired: 'Campo requerido',
    numberInvalid: 'Número de teléfono inválido',
    nipRequired: 'El NIP es obligatorio',
    nipInvalid: 'El NIP debe tener 4 dígitos',
    // Spec 5, contact form.
    nameRequired: 'El nombre es obligatorio',
    emailRequired: 'El correo electrónico es obligatorio',
    emailInvalid: 'Correo inválido',
  },
  outcomes: {
    requested: 'Recibimos tu solicitud de portabilidad. Te escribiremos a tu correo electrónico para confirmar el cambio.',
    alreadyPorted: 'Tu número ya tiene una portabilidad registrada.',
    lookupFailed: 'No fue posible consultar la portabilidad de tu número. Por favor inténtalo de nuevo.',
    requestFailed: 'No fue posible enviar tu solicitud de portabilidad. Por favor inténtalo de nuevo.',
  } satisfies Record<PortInOutcome, string>,
  alreadyPortedDetail: (number: string, iccid: string) => `Número ${number}, SIM (ICCID) ${iccid}.`,
  /** Spec 8: after 3 failed attempts to get the guest session; accept reloads the page. */
  guestFailed: 'Hubo un error al obtener la información. Por favor inténtalo de nuevo',
} as const;
