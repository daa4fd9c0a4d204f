import { describe, expect, it } from 'vitest';
import { budgetFailures, budgetSummary, HOME_JS_BUDGET_BYTES, OFFER_ROUTE_JS_BUDGET_BYTES, ROUTE_JS_BUDGET_BYTES } from '../../scripts/lib/route-budgets';

const KB = 1024;
const home = { route: '/', jsBytes: 112 * KB, files: ['/assets/index.js', '/assets/home.js'] };
const route = (path: string, jsBytes: number, files = ['/assets/index.js', `/assets${path}.js`]) => ({ route: path, jsBytes, files });

describe('size budgets (decisions 053, 193, 194)', () => {
  it('are 116.5 KB for home and 136 KB for every other route (decision 221)', () => {
    expect(HOME_JS_BUDGET_BYTES).toBe(116.5 * KB);
    expect(ROUTE_JS_BUDGET_BYTES).toBe(136 * KB);
  });

  it('passes routes within budget, 136 KB exactly included', () => {
    const sizes = [home, route('/compatibilidad', 128 * KB), route('/login', ROUTE_JS_BUDGET_BYTES)];
    expect(budgetFailures(sizes, '/')).toEqual([]);
    expect(budgetSummary(sizes, '/')).toBe('home route JavaScript 112.0 KB of 116.5 KB; every other route at most 136.0 KB (largest: /login, 136.0 KB)');
  });

  it('names each form route over 136 KB', () => {
    const failures = budgetFailures([home, route('/compatibilidad', 150 * KB), route('/registro', 136 * KB + 1), route('/recargas', 116 * KB)], '/');
    expect(failures).toEqual([
      'over budget: route /compatibilidad loads 150.0 KB of JavaScript before the first interaction, more than its 136.0 KB (14336 bytes over)',
      'over budget: route /registro loads 136.0 KB of JavaScript before the first interaction, more than its 136.0 KB (1 bytes over)',
    ]);
  });

  it('keeps home to 116.5 KB, even though other routes may load more', () => {
    expect(budgetFailures([{ ...home, jsBytes: 121 * KB }, route('/login', 130 * KB)], '/')).toEqual([
      'over budget: route / loads 121.0 KB of JavaScript before the first interaction, more than its 116.5 KB (4608 bytes over)',
    ]);
  });

  it('still fails routes that load no code of their own', () => {
    const failures = budgetFailures([home, route('/e-sim', 112 * KB, ['/assets/index.js', '/assets/home.js'])], '/');
    expect(failures).toEqual(['these routes load no code of their own: /e-sim']);
  });

  it('fails when home was not measured', () => {
    expect(budgetFailures([route('/login', KB)], '/')).toEqual(['the home route / was not measured']);
  });

  it('keeps the offer routes to 121 KB before a click (the top-up modal loads on it)', () => {
    expect(OFFER_ROUTE_JS_BUDGET_BYTES).toBe(121 * KB);
    const sizes = [home, route('/recargas', 121 * KB), route('/recargas-asociados', 121 * KB + 1), route('/login', 130 * KB)];
    expect(budgetFailures(sizes, '/', ['/recargas', '/recargas-asociados'])).toEqual([
      'over budget: route /recargas-asociados loads 121.0 KB of JavaScript before the first interaction, more than its 121.0 KB (1 bytes over)',
    ]);
    expect(budgetSummary([home, route('/recargas', 118 * KB), route('/login', 130 * KB)], '/', ['/recargas'])).toBe(
      'home route JavaScript 112.0 KB of 116.5 KB; offer routes at most 121.0 KB (largest: /recargas, 118.0 KB); every other route at most 136.0 KB (largest: /login, 130.0 KB)',
    );
  });
});
