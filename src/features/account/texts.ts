import { brand } from '@/shared/config/brand';

const titled = (title: string) => `${title} | ${brand.name}`;

/** Spanish texts of the account pages; titles as the spec names them (spec 2.2). */
export const accountTexts = {
  login: { documentTitle: titled('Inicio de sesión'), heading: 'Inicio de sesión' },
  recovery: { documentTitle: titled('Cambio de contraseña'), heading: 'Cambio de contraseña' },
  register: { documentTitle: titled('Registro'), heading: 'Registro' },
  // The spec titles both register pages "Registro" (spec 2.2); the intro says which step this is.
  completeRegistration: { documentTitle: titled('Registro'), heading: 'Registro' },
} as const;
