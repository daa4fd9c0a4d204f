import type { components } from '@/api/generated/main-api';

type ServerOffer = components['schemas']['Offer'];
type ServerDestination = components['schemas']['Destination'];

/** Offer type codes of the spec (3, "Offer type codes"). */
export type OfferType = ServerOffer['tipo'];

/** An offer or recharge in the app's own names. */
export interface Offer {
  offerId: string;
  rechargeName: string;
  /** In MXN. */
  price: number;
  type: OfferType;
  /** As the visitor reads it, e.g. "30 días". */
  validity: string;
  /** In days. */
  duration: number;
  /** What the offer includes, one benefit per line. */
  includeMessage: string[];
  enjoyMessage?: string;
  associated: boolean;
  status?: 0 | 1;
  register?: string;
  mbNavigation?: number;
  mbSocialNetworks?: number;
  imageMobile?: string;
  imageDesktop?: string;
  isBait?: boolean;
  uuid?: string;
}

/** A destination of the international search, pointing at the offer that covers it. */
export interface Destination {
  name: string;
  offerId: string;
}

/** The one place where the server's offer fields become the app's names. */
export function toOffer(server: ServerOffer): Offer {
  return {
    offerId: server.offeringid,
    rechargeName: server.nombre,
    price: server.pesos,
    type: server.tipo,
    validity: server.vigencia,
    duration: server.duracion,
    includeMessage: server.incluye,
    associated: server.asociado,
    ...(server.disfruta !== undefined ? { enjoyMessage: server.disfruta } : {}),
    ...(server.estado !== undefined ? { status: server.estado } : {}),
    ...(server.registro !== undefined ? { register: server.registro } : {}),
    ...(server.mbNavegar !== undefined ? { mbNavigation: server.mbNavegar } : {}),
    ...(server.mbRedesSociales !== undefined ? { mbSocialNetworks: server.mbRedesSociales } : {}),
    ...(server.imagenes ? { imageMobile: server.imagenes.movil, imageDesktop: server.imagenes.escritorio } : {}),
    ...(server.isBait !== undefined ? { isBait: server.isBait } : {}),
    ...(server.uuid !== undefined ? { uuid: server.uuid } : {}),
  };
}

/** The one place where a server destination (nombre, oferta) becomes the app's names. */
export function toDestination(server: ServerDestination): Destination {
  return { name: server.nombre, offerId: server.oferta };
}
