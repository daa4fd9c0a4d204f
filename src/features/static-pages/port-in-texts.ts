import { brand } from '@/shared/config/brand';

/** Texts of /haz-tu-portabilidad: apart, so its route loads no other page's texts. */
export const portInTexts = {
  heading: `Haz tu portabilidad a ${brand.name}`,
  intro: `Cámbiate a ${brand.name} y conserva tu mismo número de celular. La portabilidad es gratuita.`,
  stepsHeading: '¿Cómo me cambio?',
  steps: [
    'Verifica que tu equipo sea compatible con nuestra red.',
    `Obtén tu SIM o eSIM ${brand.name}.`,
    'Solicita tu NIP de portabilidad enviando un SMS con la palabra NIP al 051 o llamando al 051 desde tu línea actual.',
    'Comparte tu número, tu NIP y una identificación oficial para solicitar la portabilidad.',
    'Tu número queda activo en nuestra red en un plazo de 24 horas hábiles.',
  ],
  getALine: `Quiero cambiarme a ${brand.name}`,
  compatibility: 'Verificar mi equipo',
} as const;
