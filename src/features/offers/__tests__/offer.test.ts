import { describe, expect, it } from 'vitest';
import type { components } from '@/api/generated/main-api';
import { toDestination, toOffer } from '@/shared/domain/offers/offer';

type ServerOffer = components['schemas']['Offer'];

const required: ServerOffer = {
  offeringid: '1100101005',
  nombre: 'Bait 100',
  pesos: 100,
  tipo: 1,
  vigencia: '30 días',
  duracion: 30,
  incluye: ['5 GB para navegar', 'Redes sociales ilimitadas'],
  asociado: false,
};

describe('toOffer', () => {
  it('maps the required server fields to the app names', () => {
    expect(toOffer(required)).toEqual({
      offerId: '1100101005',
      rechargeName: 'Bait 100',
      price: 100,
      type: 1,
      validity: '30 días',
      duration: 30,
      includeMessage: ['5 GB para navegar', 'Redes sociales ilimitadas'],
      associated: false,
    });
  });

  it('maps every optional field when the server sends it', () => {
    const offer = toOffer({
      ...required,
      asociado: true,
      disfruta: 'Disfruta 5 GB',
      estado: 1,
      registro: '2025-06-01',
      mbNavegar: 5120,
      mbRedesSociales: 2048,
      imagenes: { movil: '/m.webp', escritorio: '/d.webp' },
      isBait: true,
      uuid: '2c7e9f41-5a3b-4d86-8f10-b4e2a9c6d753',
    });
    expect(offer).toMatchObject({
      associated: true,
      enjoyMessage: 'Disfruta 5 GB',
      status: 1,
      register: '2025-06-01',
      mbNavigation: 5120,
      mbSocialNetworks: 2048,
      imageMobile: '/m.webp',
      imageDesktop: '/d.webp',
      isBait: true,
      uuid: '2c7e9f41-5a3b-4d86-8f10-b4e2a9c6d753',
    });
  });

  it('leaves out the optional fields the server omits (no undefined keys)', () => {
    expect(Object.keys(toOffer(required))).not.toContain('enjoyMessage');
    expect(Object.keys(toOffer(required))).not.toContain('imageMobile');
  });
});

describe('toDestination', () => {
  it('maps nombre and oferta', () => {
    expect(toDestination({ nombre: 'Japón', oferta: '1500501004' })).toEqual({ name: 'Japón', offerId: '1500501004' });
  });
});
