import { describe, expect, it } from 'vitest';
import { writePlaywrightSpec } from '../playwright-spec';

const viewport = { width: 390, height: 844 };

describe('writePlaywrightSpec', () => {
  it('opens the page with gotoWithScenarios: typed keys, seed, profile, latency, timeout and flags; other parameters stay in the path', () => {
    const spec = writePlaywrightSpec({
      reproductionLink:
        'http://127.0.0.1:5173/e-sim?oferta=1700701001&session=maria&flags=e-sim:on,sso:off&scenario=chargePayment:declined,verifyImei:code=500&seed=7&profile=minimal&latency=0&timeout=2000',
      viewport,
      steps: [],
      outcome: { role: 'heading', text: 'eSIM', several: false },
    });
    expect(spec).toContain(
      "await gotoWithScenarios(page, '/e-sim?oferta=1700701001&session=maria', { chargePayment: 'declined', verifyImei: 'code=500' }, { seed: 7, profile: 'minimal', latency: 0, timeout: 2000, flags: { 'e-sim': true, sso: false } });",
    );
    expect(spec).toContain("await expect(page.getByRole('heading', { name: 'eSIM', exact: true })).toBeVisible();");
    expect(spec).not.toContain('QA_TEST_DATA');
  });

  it('writes each kind of step, quoting names safely, and a position only where role and name are not unique', () => {
    const spec = writePlaywrightSpec({
      reproductionLink: 'http://127.0.0.1:5173/login?scenario=&seed=1&profile=typical',
      viewport,
      steps: [
        { action: 'fill', target: { kind: 'label', label: 'Contraseña' }, secret: 'wrongPassword' },
        { action: 'press', target: { kind: 'label', label: 'Contraseña' }, key: 'Enter' },
        { action: 'click', target: { kind: 'role', role: 'link', name: "Bait's «Ayuda»", nth: 1 } },
        { action: 'uncheck', target: { kind: 'role', role: 'checkbox', name: 'Recordarme', scope: { role: 'form', name: 'Inicia sesión' } } },
      ],
      outcome: { role: 'alert', text: 'Número o contraseña incorrectos', several: true },
    });
    expect(spec).toContain("await gotoWithScenarios(page, '/login', {}, { seed: 1, profile: 'typical' });");
    expect(spec).toContain("await page.getByLabel('Contraseña', { exact: true }).fill(QA_TEST_DATA.wrongPassword);");
    expect(spec).toContain("await page.getByLabel('Contraseña', { exact: true }).press('Enter');");
    expect(spec).toContain("await page.getByRole('link', { name: 'Bait\\'s «Ayuda»', exact: true }).nth(1).click();");
    expect(spec).toContain(
      "await page.getByRole('form', { name: 'Inicia sesión', exact: true }).getByRole('checkbox', { name: 'Recordarme', exact: true }).uncheck();",
    );
    expect(spec).toContain("await expect(page.getByRole('alert').filter({ hasText: 'Número o contraseña incorrectos' }).first()).toBeVisible();");
    expect(spec).toContain("import { QA_TEST_DATA } from './qa-test-data';");
  });
});
