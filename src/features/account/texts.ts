import { brand } from '@/shared/config/brand';

const titled = (title: string) => `${title} | ${brand.name}`;

/** Spanish texts of the account pages; titles as the spec names them (spec 2.2). */
export const accountTexts = {
  login: { documentTitle: titled('Inicio de sesión'), heading: 'Inicio de sesión' },
  recovery: { documentTitle: titled('Cambio de contraseña'), heading: 'Cambio de contraseña' },
  register: { documentTitle: titled('Registro'), heading: 'Registro' },
  completeRegistration: { documentTitle: titled('Registro'), heading: 'Completa tu registro' },
  sso: { documentTitle: titled('Inicio de sesión'), heading: 'Inicio de sesión' },
  ssoCallback: { documentTitle: titled('Inicio de sesión'), heading: 'Validando tu acceso' },
  accountHome: { documentTitle: titled('Mis consumos'), heading: 'Mis consumos' },
  recurringTopUps: { documentTitle: titled('Recargas recurrentes'), heading: 'Recargas recurrentes' },
  editProfile: { documentTitle: titled('Actualizar datos'), heading: 'Actualizar datos' },
  comingSoon: 'Muy pronto podrás hacerlo aquí. Mientras tanto, llama a atención a clientes o marca *282 desde tu línea.',
  greeting: (name: string) => (name ? `Hola, ${name}` : 'Hola'),
  lineNumber: 'Número de línea',
  serviceNumber: 'Número de servicio',
  email: 'Correo electrónico',
  logOut: 'Cerrar sesión',
} as const;
