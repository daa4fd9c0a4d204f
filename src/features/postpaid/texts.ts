import { brand } from '@/shared/config/brand';

/** Spanish texts of the postpaid page. */
export const postpaidTexts = {
  heading: `Mi ${brand.name} pospago`,
  frameTitle: {
    home: `Área de ${brand.name} pospago`,
    portIn: `Portabilidad a ${brand.name} pospago`,
    payBill: `Pago de factura de ${brand.name} pospago`,
  },
  loading: 'Cargando, espera un momento…',
  unavailable: 'El área de pospago no está disponible por el momento. Intenta más tarde.',
} as const;
