import type { FeatureFlagName } from '@/shared/domain/feature-flags';
import { accountPaths, aliasPaths, paths, postpaidPath } from '@/shared/domain/routing/paths';
import { POSTPAID_QUERY, postpaidSearch, type PostpaidFlow } from '@/shared/domain/routing/postpaid-query';
import { menuTexts } from './texts';

const t = menuTexts.links;

/** A menu item (spec 3): its label, where it leads, and the feature flag that must be on to show it. */
export interface MenuLink {
  label: string;
  url: string;
  permission?: FeatureFlagName;
  /** A postpaid entry: its query is built from the current one (spec 2.4); `page` is the plain page. */
  postpaid?: PostpaidFlow | 'page';
}

export interface MenuGroup {
  id: string;
  label: string;
  items: readonly MenuLink[];
  permission?: FeatureFlagName;
}

export type MenuEntry = MenuLink | MenuGroup;

export function isMenuGroup(entry: MenuEntry): entry is MenuGroup {
  return 'items' in entry;
}

/** The main menu: groups are dropdowns on desktop and accordions in the mobile panel. */
export const mainMenu: readonly MenuEntry[] = [
  {
    id: 'prepago',
    label: menuTexts.groups.prepaid,
    items: [
      { label: t.getALine, url: paths.getALine },
      { label: t.switchProvider, url: aliasPaths.portIn },
      { label: t.topUps, url: paths.topUps },
      { label: t.packages, url: paths.packages },
      { label: t.promotions, url: paths.promotions },
      { label: t.internationalPackages, url: aliasPaths.international },
    ],
  },
  {
    id: 'internet',
    label: menuTexts.groups.internet,
    items: [
      { label: t.portableInternet, url: paths.portableInternet },
      { label: t.homeInternet, url: paths.homeInternet },
    ],
  },
  {
    id: 'ayuda',
    label: menuTexts.groups.help,
    items: [
      { label: t.portIn, url: aliasPaths.portIn },
      { label: t.compatibility, url: paths.compatibility },
      { label: t.manageLine, url: paths.nirChange },
      { label: t.serviceCentres, url: paths.serviceCentres },
    ],
  },
  { label: t.esim, url: paths.esim, permission: 'e-sim' },
  { label: t.coverage, url: paths.coverage },
];

/** The header's postpaid button opens this small group. */
export const postpaidMenu: MenuGroup = {
  id: 'pospago',
  label: menuTexts.groups.postpaid,
  permission: 'pospaid',
  items: [
    { label: t.postpaidPage, url: postpaidPath, postpaid: 'page' },
    { label: t.postpaidPortIn, url: postpaidPath, postpaid: 'portIn' },
    { label: t.postpaidPayBill, url: postpaidPath, postpaid: 'payBill' },
  ],
};

/** The links beside the menu: top of the header on desktop, bottom of the mobile panel. */
export const quickLinks: readonly MenuLink[] = [
  { label: t.topUps, url: paths.topUps },
  { label: t.associates, url: paths.associatesTopUps },
  { label: t.business, url: aliasPaths.business, permission: 'business-page' },
];

/** What a logged-in user is offered (spec 2.4), besides "Cerrar sesión". */
export const userMenuLinks: readonly MenuLink[] = [
  { label: t.consumption, url: accountPaths.accountHome },
  { label: t.editProfile, url: accountPaths.editProfile },
  { label: t.recurringTopUps, url: accountPaths.recurringTopUps },
  // A lost, stolen or damaged SIM; the page fills in the session's line.
  { label: t.simReplacement, url: paths.simReplacement },
];

/** Single sign-on replaces the legacy login page when its flag is on (spec 2.4). */
export function loginPath(ssoOn: boolean): string {
  return ssoOn ? accountPaths.sso : accountPaths.login;
}

/** The entries whose flag is on; a group left with no entry is dropped. */
export function visibleEntries<T extends MenuEntry>(entries: readonly T[], isOn: (flag: FeatureFlagName) => boolean): T[] {
  const visible: T[] = [];
  for (const entry of entries) {
    if (entry.permission && !isOn(entry.permission)) continue;
    if (!isMenuGroup(entry)) {
      visible.push(entry);
      continue;
    }
    const items = visibleEntries(entry.items, isOn);
    if (items.length > 0) visible.push({ ...entry, items });
  }
  return visible;
}

/** Where a link leads; postpaid entries carry the current query, less the other flow's parameter. */
export function hrefOf(link: MenuLink, currentSearch: string): string {
  if (!link.postpaid) return link.url;
  if (link.postpaid !== 'page') return link.url + postpaidSearch(currentSearch, link.postpaid);
  // The plain page drops both flows, or "Conoce Bait Pospago" would stay on the bill payment.
  const params = new URLSearchParams(currentSearch);
  params.delete(POSTPAID_QUERY.typeService.name);
  params.delete(POSTPAID_QUERY.billPay.name);
  return link.url + postpaidSearch(params.toString());
}
