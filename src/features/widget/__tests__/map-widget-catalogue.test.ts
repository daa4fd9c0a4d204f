import { describe, expect, it } from 'vitest';
import type { components } from '@/api/generated/main-api';
import { toWidgetCatalogue } from '../map-widget-catalogue';

type ContractItem = components['schemas']['WidgetItem'];

function contractItem(id: number, changes: Partial<ContractItem> = {}): ContractItem {
  return {
    id,
    name: `Marca ${id}`,
    brand: `/assets/widget/marcas/${id}.svg`,
    tagline: `Lema ${id}`,
    title: `Título ${id}`,
    description: `Descripción ${id}`,
    media: `https://video.bait.example/watch?v=video${id}abc`,
    link: `https://socio${id}.bait.example/`,
    button: `Botón ${id}`,
    visible: true,
    estatus: true,
    tipo: 1,
    thumbnail: `/assets/widget/miniaturas/${id}.webp`,
    ...changes,
  };
}

function catalogue(changes: Partial<components['schemas']['WidgetCatalogue']>) {
  return { change_date: '2026-01-10T12:00:00Z', version: '1.4.0', service_order: [], stores_order: [], services: [], stores: [], ...changes };
}

const ids = (items: readonly { id: number }[]) => items.map((item) => item.id);

describe('toWidgetCatalogue', () => {
  it('maps every field to the app names: services to Beneficios, stores to Tiendas', () => {
    const result = toWidgetCatalogue(
      catalogue({ services: [contractItem(1)], stores: [contractItem(10, { tipo: 2 })], service_order: [1], stores_order: [10] }),
    );
    expect(result.services).toEqual([
      {
        id: 1,
        tab: 'services',
        name: 'Marca 1',
        brandImageUrl: '/assets/widget/marcas/1.svg',
        tagline: 'Lema 1',
        title: 'Título 1',
        description: 'Descripción 1',
        videoId: 'video1abc',
        thumbnailUrl: '/assets/widget/miniaturas/1.webp',
        linkUrl: 'https://socio1.bait.example/',
        linkLabel: 'Botón 1',
      },
    ]);
    expect(result.stores.map((item) => item.tab)).toEqual(['stores']);
  });

  it('orders by service_order and stores_order', () => {
    const result = toWidgetCatalogue(
      catalogue({
        services: [contractItem(1), contractItem(2), contractItem(3)],
        service_order: [3, 1, 2],
        stores: [contractItem(10, { tipo: 2 }), contractItem(11, { tipo: 2 })],
        stores_order: [11, 10],
      }),
    );
    expect(ids(result.services)).toEqual([3, 1, 2]);
    expect(ids(result.stores)).toEqual([11, 10]);
  });

  it('keeps only items that are visible and active (estatus)', () => {
    const result = toWidgetCatalogue(
      catalogue({
        services: [contractItem(1), contractItem(2, { visible: false }), contractItem(3, { estatus: false }), contractItem(4)],
        service_order: [1, 2, 3, 4],
      }),
    );
    expect(ids(result.services)).toEqual([1, 4]);
  });

  it('skips ordered ids with no item, counts a repeated id once, and puts unlisted items last', () => {
    const result = toWidgetCatalogue(
      catalogue({
        services: [contractItem(1), contractItem(2), contractItem(3), contractItem(4)],
        service_order: [9, 3, 3, 1],
      }),
    );
    expect(ids(result.services)).toEqual([3, 1, 2, 4]);
  });

  it('has no video without a recognisable media link, and no thumbnail when it is missing', () => {
    const [item] = toWidgetCatalogue(
      catalogue({ services: [contractItem(1, { media: 'https://bait.example/k3j9x2pa', thumbnail: undefined })], service_order: [1] }),
    ).services;
    expect(item?.videoId).toBeNull();
    expect(item?.thumbnailUrl).toBeNull();
  });
});
