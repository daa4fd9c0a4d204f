import { brand } from '@/shared/config/brand';
import { paths } from '@/shared/domain/routing/paths';
import type { PdfFileName } from '@/shared/ui/pdf-viewer';
import { footerTexts as texts } from './texts';

/** One entry of a footer group: a page of the site, a PDF, another site, or the cookie policy dialog. */
export type FooterLink =
  | { kind: 'page'; to: string; label: string }
  | { kind: 'pdf'; file: PdfFileName }
  | { kind: 'external'; href: string; label: string }
  | { kind: 'cookiePolicy' };

export interface FooterGroup {
  key: 'more' | 'about' | 'retailFamily';
  heading: string;
  links: readonly FooterLink[];
}

/** The link groups of the footer, in the spec's order (spec 2.5). */
export const FOOTER_GROUPS: readonly FooterGroup[] = [
  {
    key: 'more',
    heading: texts.groups.more,
    links: [
      { kind: 'page', to: paths.serviceCentres, label: texts.links.serviceCentres },
      { kind: 'page', to: paths.siteMap, label: texts.links.siteMap },
      { kind: 'page', to: paths.coverage, label: texts.links.coverage },
      { kind: 'page', to: paths.fairUse, label: texts.links.fairUse },
      { kind: 'pdf', file: 'contrato-adhesion-prepago.pdf' },
      { kind: 'pdf', file: 'contrato-adhesion-internet-en-casa.pdf' },
      { kind: 'pdf', file: 'reporte-robo-extravio.pdf' },
      // Beside the theft and loss report: where the customer gets the new SIM.
      { kind: 'page', to: paths.simReplacement, label: texts.links.simReplacement },
    ],
  },
  {
    key: 'about',
    heading: texts.groups.about,
    links: [
      { kind: 'external', href: brand.privacyNoticeUrl, label: texts.links.privacyNotice },
      { kind: 'pdf', file: 'ciclo-de-vida.pdf' },
      { kind: 'pdf', file: 'carta-derechos-minimos.pdf' },
      { kind: 'pdf', file: 'codigo-gestion-trafico.pdf' },
      { kind: 'pdf', file: 'codigo-practicas-comerciales.pdf' },
      { kind: 'cookiePolicy' },
      { kind: 'pdf', file: 'politica-devolucion-esim.pdf' },
    ],
  },
  {
    key: 'retailFamily',
    heading: texts.groups.retailFamily,
    links: brand.retailFamily.stores.map((store) => ({ kind: 'external', href: store.url, label: store.name })),
  },
];

/** A 10-digit toll-free number as it is written in Mexico: 800 224 8000. */
export function formatTollFree(digits: string): string {
  return digits.replace(/^(\d{3})(\d{3})(\d{4})$/, '$1 $2 $3');
}
