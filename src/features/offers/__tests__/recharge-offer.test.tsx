import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { recordRequests, setScenarios } from '@/shared/testing/mock-api';
import { renderWithProviders } from '@/shared/testing/render-with-providers';
import { RechargeOfferDialog } from '../components/recharge-offer-dialog';
import type { Offer } from '../offer';
import { findRechargeOffer, offerListKindOf } from '../recharge-offer';

const offer = (offerId: string, price: number): Offer => ({
  offerId,
  price,
  rechargeName: `Bait ${price}`,
  type: 1,
  validity: '30 días',
  duration: 30,
  includeMessage: [],
  associated: false,
});

describe('findRechargeOffer', () => {
  const offers = [offer('1100101005', 100), offer('1100101012', 200)];

  it('finds the offer by id and price', () => {
    expect(findRechargeOffer(offers, { type: 1, offerId: '1100101012', price: 200 })).toBe(offers[1]);
  });

  it('finds nothing when the price changed since the banner was made', () => {
    expect(findRechargeOffer(offers, { type: 1, offerId: '1100101012', price: 150 })).toBeUndefined();
  });

  it('maps each offer type to its list, and international to its own call', () => {
    expect(offerListKindOf(1)).toBe('prepaid');
    expect(offerListKindOf(6)).toBe('packages');
    expect(offerListKindOf(3)).toBe('portableInternet');
    expect(offerListKindOf(5)).toBeUndefined();
  });
});

describe('RechargeOfferDialog', () => {
  it('fetches the list of the type and shows the offer: name, price with asterisk, duration, benefits, PUJ', async () => {
    const requests = recordRequests('/conn/page/api/app/ofertas');
    renderWithProviders(<RechargeOfferDialog request={{ type: 1, offerId: '1100101012', price: 200 }} onClose={vi.fn()} />);

    expect(screen.getByRole('status')).toHaveTextContent('Cargando la oferta…');
    const dialog = await screen.findByRole('dialog', { name: 'Bait 200' });
    expect(requests).toHaveLength(1);
    expect(within(dialog).getByText('$200.00*')).toBeInTheDocument();
    expect(within(dialog).getByText('Duración: 30 días')).toBeInTheDocument();
    expect(within(dialog).getByText('12 GB para navegar')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: '*Aplica PUJ' })).toHaveAttribute('href', '/PUJ');
    expect(within(dialog).getByRole('link', { name: 'Aviso de Privacidad' })).toHaveAttribute('target', '_blank');
  });

  it('says so, with a retry, when the offer is not in the list', async () => {
    renderWithProviders(<RechargeOfferDialog request={{ type: 1, offerId: '0000000000', price: 200 }} onClose={vi.fn()} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Hubo un error al obtener la información. Por favor inténtalo de nuevo');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
  });

  it('says so when the list cannot be read', async () => {
    setScenarios({ listPackageOffers: 'networkError' });
    renderWithProviders(<RechargeOfferDialog request={{ type: 6, offerId: '1600601001', price: 50 }} onClose={vi.fn()} />);
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent('Hubo un error al obtener la información');
  });

  it('closes with its X button', async () => {
    const onClose = vi.fn();
    const { user } = renderWithProviders(<RechargeOfferDialog request={{ type: 6, offerId: '1600601001', price: 50 }} onClose={onClose} />);
    await screen.findByRole('dialog', { name: /Paquete|Bait|Redes/ });
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(onClose).toHaveBeenCalled();
  });
});
