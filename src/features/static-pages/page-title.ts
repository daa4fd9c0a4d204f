import { brand } from '@/shared/config/brand';

/** The document title of an information page. */
export const pageTitle = (page: string) => `${page} | ${brand.name}`;
