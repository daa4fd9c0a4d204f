import { brand } from '@/shared/config/brand';

/**
 * Spanish texts of the fixed social bar (spec 2.5): apart from the footer's, because
 * the bar is on screen from the start and the footer's content loads later.
 */
export const socialTexts = {
  label: 'Redes sociales y atención',
  facebook: `${brand.name} en Facebook`,
  instagram: `${brand.name} en Instagram`,
  x: `${brand.name} en X`,
  tiktok: `${brand.name} en TikTok`,
  whatsapp: `Escríbenos por WhatsApp`,
  /** The chat's first message, prefilled (assumed wording, decision 040). */
  whatsappGreeting: `¡Hola, ${brand.name}! Me gustaría recibir información.`,
  manageLine: `Gestiona tu ${brand.name}`,
  newTabNote: '(se abre en una pestaña nueva)',
} as const;
