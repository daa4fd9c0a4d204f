import type { components } from '@/api/generated/payments-api';
import type { BillingDetails, ChargeInput, PaymentChannel, PaymentPurchase } from '../types';

type PluginRequestData = components['schemas']['PluginRequestData'];
type ChargeHolderData = components['schemas']['ChargeHolderData'];
type PaymentSale = components['schemas']['PaymentSale'];
type ChargeShippingInfo = components['schemas']['ChargeShippingInfo'];
type ChargeMeta = components['schemas']['ChargeMeta'];

/** The plain blocks of a charge, before each is encrypted for the payment service. */
export interface ChargeBlocks {
  data: ChargeHolderData;
  extra: PaymentSale;
  info: ChargeShippingInfo;
  meta: ChargeMeta;
}

export const CURRENCY = 'MXN';
const QUANTITY = 1;
/** Offer types whose sale references the service number instead of the phone (spec payments 3). */
const SERVICE_NUMBER_OFFER_TYPES: readonly number[] = [3, 8];
/** Contract limits of the sale's free texts. */
const SALE_NAME_MAX = 120;
const SALE_DESCRIPTION_MAX = 300;

/**
 * The store the site names in the plugin request, by secure-data channel: the
 * payment service answers the client's own store and channel (cliente), which the charge uses.
 */
const PAYMENT_STORES: Record<PaymentChannel, string> = {
  pagos: 'bait-recargas',
  asociados: 'bait-asociados',
  captacion: 'bait-captacion',
  esim: 'bait-esim',
};

/** Accent marks off (á → a, ñ → n), as the payment service expects names and addresses (spec payments 5). */
export function stripAccents(value: string): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .normalize('NFC');
}

/** What the buyer pays: the offer's price plus the shipping cost, if any. */
export function totalOf(purchase: PaymentPurchase): number {
  return purchase.offer.price * QUANTITY + (purchase.shipping?.cost ?? 0);
}

export function toPluginRequestData(purchase: PaymentPurchase): PluginRequestData {
  return {
    tienda: PAYMENT_STORES[purchase.channel],
    canal: purchase.channel,
    telefono: purchase.phone,
    precio: totalOf(purchase),
    correo: purchase.email,
  };
}

function toHolderData(billing: BillingDetails | undefined): ChargeHolderData {
  if (!billing) return { divisa: CURRENCY };
  return {
    divisa: CURRENCY,
    nombre: stripAccents(billing.firstName.trim()),
    apellido: stripAccents(billing.lastNames.trim()),
    direccion: stripAccents(billing.address.trim()),
    colonia: stripAccents(billing.neighbourhood),
    codigoPostal: billing.postalCode,
    ciudad: billing.city,
    estado: billing.state,
    pais: billing.country,
  };
}

function toSale(purchase: PaymentPurchase): PaymentSale {
  const { offer, campaign } = purchase;
  const referencia1 = SERVICE_NUMBER_OFFER_TYPES.includes(offer.type) && purchase.serviceNumber ? purchase.serviceNumber : purchase.phone;
  const campania = campaign && Object.values(campaign).some(Boolean) ? campaign : undefined;
  return {
    uuid: purchase.uuid,
    precio: offer.price,
    cantidad: QUANTITY,
    total: totalOf(purchase),
    vigencia: offer.duration,
    telefono: purchase.phone,
    nombre: offer.name.slice(0, SALE_NAME_MAX),
    correo: purchase.email,
    descripcion: offer.description.slice(0, SALE_DESCRIPTION_MAX),
    logged: purchase.logged ? 'Yes' : 'No',
    ...(campania ? { campania } : {}),
    referencia1,
    referencia5: purchase.email,
  };
}

function toShippingInfo(purchase: PaymentPurchase): ChargeShippingInfo {
  const shipping = purchase.shipping;
  if (!shipping) return {};
  return {
    envio: {
      nombreContacto: shipping.contactName,
      apellidoContacto: shipping.contactLastName,
      telefono: shipping.phone,
      correo: shipping.email,
      calle: shipping.street,
      exterior: shipping.exteriorNumber,
      ciudad: shipping.city,
      codigoPostal: shipping.postalCode,
      colonia: shipping.neighbourhood,
      municipio: shipping.municipality,
      estado: shipping.state,
      pais: shipping.country,
      costo: shipping.cost,
    },
  };
}

/** The one mapper of a charge: the purchase and the provider form's input to the contract's blocks. */
export function toChargeBlocks(purchase: PaymentPurchase, input: ChargeInput): ChargeBlocks {
  return {
    data: toHolderData(input.billing),
    extra: toSale(purchase),
    info: toShippingInfo(purchase),
    meta: { token: input.token, recurrente: input.recurring },
  };
}
