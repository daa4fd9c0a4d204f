/** A tab of the widget: services fill "Beneficios", stores fill "Tiendas". */
export type WidgetTab = 'services' | 'stores';

/** An item of the widget as the app speaks of it; mapped from the contract in map-widget-catalogue.ts. */
export interface WidgetItem {
  id: number;
  tab: WidgetTab;
  name: string;
  brandImageUrl: string;
  tagline: string;
  title: string;
  description: string;
  /** The id for the video host, taken from the contract's `media`; null when it has none. */
  videoId: string | null;
  thumbnailUrl: string | null;
  linkUrl: string;
  linkLabel: string;
}

/** The visible, active items of each tab, in display order. */
export type WidgetCatalogue = Record<WidgetTab, readonly WidgetItem[]>;
