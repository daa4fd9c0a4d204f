import type { components } from '@/api/generated/main-api';
import type { WidgetCatalogue, WidgetItem, WidgetTab } from './types';
import { extractVideoId } from './video-id';

type ContractCatalogue = components['schemas']['WidgetCatalogue'];
type ContractItem = components['schemas']['WidgetItem'];

function isShown(item: ContractItem): boolean {
  return item.visible && item.estatus;
}

/**
 * Items in the order of `order`: listed ids first (ids with no shown item are skipped, a repeated
 * id counts once), then shown items the list forgot, in the order the server sent them
 * (publishing is visible + estatus; the order list only orders).
 */
function inDisplayOrder(items: readonly ContractItem[], order: readonly number[]): ContractItem[] {
  const byId = new Map<number, ContractItem>();
  for (const item of items) if (isShown(item) && !byId.has(item.id)) byId.set(item.id, item);
  const ordered: ContractItem[] = [];
  for (const id of order) {
    const item = byId.get(id);
    if (!item) continue;
    ordered.push(item);
    byId.delete(id);
  }
  return [...ordered, ...byId.values()];
}

function toWidgetItem(item: ContractItem, tab: WidgetTab): WidgetItem {
  return {
    id: item.id,
    tab,
    name: item.name,
    brandImageUrl: item.brand,
    tagline: item.tagline,
    title: item.title,
    description: item.description,
    videoId: extractVideoId(item.media),
    thumbnailUrl: item.thumbnail || null,
    linkUrl: item.link,
    linkLabel: item.button,
  };
}

/**
 * The one mapper of the widget catalogue from the contract's names to the app's: services fill
 * the "Beneficios" tab (tipo 1), stores the "Tiendas" tab (tipo 2). The array an item comes in
 * decides its tab; its `tipo` repeats that and is not read.
 */
export function toWidgetCatalogue(catalogue: ContractCatalogue): WidgetCatalogue {
  return {
    services: inDisplayOrder(catalogue.services, catalogue.service_order).map((item) => toWidgetItem(item, 'services')),
    stores: inDisplayOrder(catalogue.stores, catalogue.stores_order).map((item) => toWidgetItem(item, 'stores')),
  };
}
