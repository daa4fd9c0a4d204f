import { pages, type PageKey } from './pages.js';
import { brand } from '../../config/brand.js';

type Pages = typeof pages;
type KeysGuardedBy<Guard> = { [Key in PageKey]: Pages[Key]['guard'] extends Guard ? Key : never }[PageKey];
type PathsOf<Keys extends PageKey> = { readonly [Key in Keys]: Pages[Key]['path'] };

export type PathKey = KeysGuardedBy<'public'>;
/** Account pages (spec 2.2): for visitors without a session, with one, or behind the sso flag. */
export type AccountPathKey = KeysGuardedBy<'anonymous' | 'session' | { flag: 'sso' }>;

function pathsOf<Keys extends PageKey>(keep: (key: PageKey) => key is Keys): PathsOf<Keys> {
  return Object.fromEntries((Object.keys(pages) as PageKey[]).filter(keep).map((key) => [key, pages[key].path])) as PathsOf<Keys>;
}

const guardOf = (key: PageKey) => pages[key].guard;

/** The public pages' paths (spec 2.1), by page: the features link to them. Given by pages.ts. */
export const paths = pathsOf((key): key is PathKey => guardOf(key) === 'public');

/** The account pages' paths (spec 2.2), by page. Given by pages.ts. */
export const accountPaths = pathsOf((key): key is AccountPathKey => {
  const guard = guardOf(key);
  return guard === 'anonymous' || guard === 'session' || (typeof guard === 'object' && guard.flag === 'sso');
});

/** The postpaid area, embedded from its own host; only with the pospaid flag (spec 2.1 and 2.4). */
export const postpaidPath = pages.postpaid.path;

/**
 * Other addresses of the same pages (spec 2.1: menu links and legacy names). The router redirects
 * each one to its page; links may use them where the spec does (the offer cards link to /PUJ).
 */
export const aliasPaths = {
  international: `/${brand.slug}-internacional`,
  portIn: '/portabilidad',
  business: '/negocios',
  faq: `/faq-${brand.slug}`,
  frequentQuestions: '/preguntas-frecuentes',
  fairUse: '/PUJ',
} as const;

/** The page each alias stands for (spec 2.1). */
export const aliasTargets: Readonly<Record<keyof typeof aliasPaths, PageKey>> = {
  international: 'internationalPackages',
  portIn: 'portIn',
  business: 'businessInternet',
  faq: 'serviceCentres',
  frequentQuestions: 'serviceCentres',
  fairUse: 'fairUse',
};

/** The query of accountPaths.cardReplacement: the recurring top-up and its line. */
export const cardReplacementQuery = { topUpId: 'recarga', line: 'linea' } as const;
