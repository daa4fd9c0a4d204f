// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { createDriftPanel, DRIFT_PANEL_LIMIT } from '../drift-panel';

const drift = (index: number) => ({
  operationId: 'getFeatureFlags',
  method: 'GET',
  url: `http://assets.test/assets/config/feature-flags.json?n=${index}`,
  status: 200,
  violations: [`/sso must be boolean ${index}`],
});

describe('the contract drift panel', () => {
  afterEach(() => document.body.replaceChildren());

  it('appears with the first drift only, counts them and keeps the latest ones', () => {
    const show = createDriftPanel();
    expect(document.body.querySelector('aside')).toBeNull();

    show(drift(1));
    const panel = document.body.querySelector('aside[aria-label="Respuestas fuera del contrato"]');
    expect(panel?.querySelector('summary')?.textContent).toBe('1 respuesta no cumple el contrato (ver consola)');
    expect(panel?.querySelector('li')?.textContent).toBe('getFeatureFlags GET /assets/config/feature-flags.json → 200: /sso must be boolean 1');

    for (let index = 2; index <= DRIFT_PANEL_LIMIT + 5; index += 1) show(drift(index));
    expect(panel?.querySelector('summary')?.textContent).toBe(`${DRIFT_PANEL_LIMIT + 5} respuestas no cumplen el contrato (ver consola)`);
    expect(panel?.querySelectorAll('li')).toHaveLength(DRIFT_PANEL_LIMIT);
    expect(document.body.querySelectorAll('aside')).toHaveLength(1);
  });
});
