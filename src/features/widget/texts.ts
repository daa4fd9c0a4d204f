import { WIDGET_TRIGGER_LABEL } from './trigger-label';
import type { WidgetTab } from './types';

/** Spanish texts of the help widget (spec account 2.6). */
export const widgetTexts = {
  trigger: WIDGET_TRIGGER_LABEL,
  title: 'Beneficios y tiendas',
  tabList: 'Categorías',
  tabs: { services: 'Beneficios', stores: 'Tiendas' } satisfies Record<WidgetTab, string>,
  empty: {
    services: 'Por ahora no hay beneficios disponibles.',
    stores: 'Por ahora no hay tiendas disponibles.',
  } satisfies Record<WidgetTab, string>,
  loading: 'Cargando beneficios y tiendas…',
  loadFailed: 'No pudimos cargar los beneficios y tiendas.',
  retry: 'Reintentar',
  back: 'Regresar',
  play: (title: string) => `Reproducir video: ${title}`,
  videoPreview: (title: string) => `Vista previa del video: ${title}`,
  videoPlayer: (title: string) => `Video: ${title}`,
  videoLoading: 'Cargando video…',
  opensInNewTab: '(se abre en una pestaña nueva)',
  footer: 'Descubre, encuentra todo y paga menos',
} as const;
