import { describe, expect, it } from 'vitest';
import type { FeatureFlagName } from '@/shared/domain/feature-flags';
import { hrefOf, isMenuGroup, loginPath, mainMenu, postpaidMenu, quickLinks, visibleEntries, type MenuEntry } from '../menu-items';

const allOn = () => true;
const allBut =
  (...off: FeatureFlagName[]) =>
  (flag: FeatureFlagName) =>
    !off.includes(flag);

function urlsOf(entries: readonly MenuEntry[]): string[] {
  return entries.flatMap((entry) => (isMenuGroup(entry) ? entry.items.map((item) => item.url) : [entry.url]));
}

describe('menu data', () => {
  it('has the groups and entries of the spec, with their paths', () => {
    expect(urlsOf(mainMenu)).toEqual([
      '/cambiate-a-bait',
      '/portabilidad',
      '/recargas',
      '/paquetes',
      '/promociones',
      '/bait-internacional',
      '/internet-portatil',
      '/internet-en-casa',
      '/portabilidad',
      '/compatibilidad',
      '/cambio-nir',
      '/centros-de-atencion',
      '/e-sim',
      '/cobertura',
    ]);
    expect(urlsOf(quickLinks)).toEqual(['/recargas', '/recargas-asociados', '/negocios']);
  });

  it('shows eSIM and the business page only with their flags', () => {
    expect(urlsOf(visibleEntries(mainMenu, allOn))).toContain('/e-sim');
    expect(urlsOf(visibleEntries(mainMenu, allBut('e-sim')))).not.toContain('/e-sim');
    expect(urlsOf(visibleEntries(quickLinks, allOn))).toContain('/negocios');
    expect(urlsOf(visibleEntries(quickLinks, allBut('business-page')))).toEqual(['/recargas', '/recargas-asociados']);
  });

  it('drops the postpaid group without its flag, and a group whose entries are all hidden', () => {
    expect(visibleEntries([postpaidMenu], allOn)).toHaveLength(1);
    expect(visibleEntries([postpaidMenu], allBut('pospaid'))).toEqual([]);
    const flagged: MenuEntry = { id: 'solo-esim', label: 'eSIM', items: [{ label: 'eSIM', url: '/e-sim', permission: 'e-sim' }] };
    expect(visibleEntries([flagged], allBut('e-sim'))).toEqual([]);
  });

  it('links the login to /login, or to /sso with the sso flag', () => {
    expect(loginPath(false)).toBe('/login');
    expect(loginPath(true)).toBe('/sso');
  });

  it('builds the postpaid links from the current query: the flows exclude each other, other parameters stay', () => {
    const [page, portIn, payBill] = postpaidMenu.items;
    if (!page || !portIn || !payBill) throw new Error('three postpaid entries expected');
    expect(hrefOf(portIn, '')).toBe('/mi-bait-pospago?typeService=portabilidad');
    expect(hrefOf(payBill, '?utm_source=sms&typeService=portabilidad')).toBe('/mi-bait-pospago?utm_source=sms&billPay=pagar-factura');
    expect(hrefOf(portIn, '?billPay=pagar-factura&x=1')).toBe('/mi-bait-pospago?x=1&typeService=portabilidad');
    expect(hrefOf(page, '?billPay=pagar-factura&x=1')).toBe('/mi-bait-pospago?x=1');
    expect(hrefOf(page, '')).toBe('/mi-bait-pospago');
    expect(hrefOf({ label: 'Paquetes', url: '/paquetes' }, '?x=1')).toBe('/paquetes');
  });
});
