import { brand } from '@/shared/config/brand';

export const homeTexts = {
  heading: `Telefonía e internet de prepago con ${brand.name}`,
  intro: 'Obtén tu SIM con servicio y revisa si tu equipo es compatible con nuestra red, todo en línea.',
  cardsHeading: '¿Qué quieres hacer hoy?',
  getALine: {
    title: `Cámbiate a ${brand.name}`,
    description: 'Déjanos tus datos y un asesor te contactará por WhatsApp o por teléfono para que obtengas tu SIM.',
    action: 'Quiero que me contacten',
  },
  compatibility: {
    title: 'Compatibilidad de tu equipo',
    description: 'Con el IMEI de tu celular te decimos si funciona en nuestra red y si admite eSIM.',
    action: 'Verificar mi equipo',
  },
} as const;
