import type { ConsumptionKind } from './api/to-balance';

/** Spanish texts of the balance page (/home). */
export const balanceTexts = {
  heading: 'Mis consumos',
  greeting: (name: string) => (name ? `Hola, ${name}` : 'Hola'),
  lineNumber: 'Número de línea',
  loading: 'Consultando tus consumos…',
  /** Spec account 8 "Alerts": the text of a failed information request. */
  failure: 'Hubo un error al obtener la información. Por favor inténtalo de nuevo',
  retry: 'Reintentar',
  unlimitedPlan: 'Tu plan es ilimitado',
  sharedData: 'Tu línea comparte sus datos con otras líneas.',
  nextTopUp: 'Próxima recarga',
  consumptionHeading: 'Tu saldo',
  titles: {
    datosVelocidadNormal: 'Datos a velocidad normal',
    datosVelocidadReducida: 'Datos a velocidad reducida',
    datosUsoInternacional: 'Datos de uso internacional',
    datosRedesSociales: 'Datos para redes sociales',
    minutos: 'Minutos',
    sms: 'SMS',
  } satisfies Record<ConsumptionKind, string>,
  used: 'Usados',
  total: 'Totales',
  available: 'Disponibles',
  unlimited: 'Ilimitado',
  noBalance: 'Sin saldo disponible',
  meterLabel: (title: string) => `${title}: disponibles`,
  noConsumption: 'No tienes un paquete vigente con saldo que mostrar. Recarga para seguir disfrutando de tu línea.',
  topUp: 'Recargar',
  offeringsHeading: 'Ofertas activas',
  offering: (id: string) => `Oferta ${id}`,
  expires: (date: string) => `Vence el ${date}`,
  logOut: 'Cerrar sesión',
} as const;
