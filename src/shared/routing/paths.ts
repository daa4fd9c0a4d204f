import { brand } from '@/shared/config/brand';

/** Public paths of the site, shared by the router (src/app) and the features that link to them. */
export const paths = {
  home: '/',
  getALine: `/cambiate-a-${brand.slug}`,
  compatibility: '/compatibilidad',
  notFound: '/404',
} as const;
