import { brand } from '@/shared/config/brand';
import type { ContactVariant } from './contact-variant';

export const acquisitionTexts = {
  page: {
    heading: `Cámbiate a ${brand.name}`,
    intro: `Déjanos tus datos y un asesor te llamará para que obtengas tu SIM ${brand.name} con servicio. Elige cómo prefieres que te contactemos.`,
    stepsHeading: '¿Cómo funciona?',
    steps: [
      'Elige si quieres que te contactemos por WhatsApp o por teléfono.',
      'Escribe tu nombre y tu número de 10 dígitos.',
      'Un asesor se comunica contigo para que obtengas tu SIM con servicio.',
    ],
    openWhatsapp: 'Contáctame por WhatsApp',
    openPhone: 'Contáctame por teléfono',
    compatibilityQuestion: '¿Quieres saber si tu equipo funciona en nuestra red?',
    compatibilityLink: 'Verifica la compatibilidad de tu equipo',
  },
  dialog: {
    title: {
      whatsapp: `Cámbiate a ${brand.name} vía WhatsApp`,
      phone: `Cámbiate a ${brand.name} vía Telefónica`,
    } satisfies Record<ContactVariant, string>,
    description: 'Un asesor te llamará para que puedas obtener tu SIM con servicio.',
  },
  form: {
    nameLabel: 'Nombre',
    phoneLabel: {
      whatsapp: 'Teléfono(whatsapp)',
      phone: 'Teléfono de contacto',
    } satisfies Record<ContactVariant, string>,
    phoneConfirmationLabel: 'Confirma tu número',
    consentBeforeLink: 'He leído, entiendo y consiento al uso de mis datos personales conforme al ',
    privacyNoticeLink: 'Aviso de Privacidad',
    submit: 'ENVIAR DATOS',
  },
  errors: {
    nameRequired: 'El nombre es obligatorio',
    phoneRequired: 'Campo requerido',
    phoneInvalid: 'Número de teléfono inválido',
    phoneConfirmationRequired: 'El número es obligatorio',
    phoneConfirmationInvalid: 'El número ingresado no tiene el formato correcto',
    phoneMismatch: 'El número no coincide.',
    consentRequired: 'Debes aceptar el Aviso de Privacidad',
  },
  alerts: {
    saved: {
      whatsapp: 'Hemos guardado tus datos, a la brevedad uno de nuestros agentes se pondrá en contacto contigo vía Whatsapp',
      phone: 'Hemos guardado tus datos, a la brevedad uno de nuestros agentes se pondrá en contacto contigo vía Telefónica',
    } satisfies Record<ContactVariant, string>,
    saveFailed: 'Lo sentimos, hubo un error al guardar tu información. Por favor inténtalo de nuevo',
    /** The secure-data call failed (the second document's text for that call; decision 266). */
    channelUnavailable: 'Lo sentimos, el servicio no está disponible, favor de intentarlo más tarde.',
  },
} as const;
