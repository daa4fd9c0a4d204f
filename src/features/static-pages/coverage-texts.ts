import { brand } from '@/shared/config/brand';

/** Texts of /cobertura: apart, so its route loads no other page's texts. */
export const coverageTexts = {
  heading: 'Cobertura',
  intro: `${brand.name} opera sobre la Red Compartida, con cobertura 4.5G LTE en todo el país.`,
  sections: [
    {
      heading: 'Telefonía e internet móvil',
      text: 'Tu línea funciona en las principales ciudades y carreteras de México. Para navegar, tu equipo debe ser compatible con la banda 28 de la red.',
    },
    {
      heading: 'Internet en casa',
      text: 'El servicio de internet en casa depende de la cobertura en tu domicilio: consúltala antes de contratar.',
    },
  ],
  compatibility: 'Verifica la compatibilidad de tu equipo',
  homeInternet: 'Conoce internet en casa',
} as const;
