import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { writePlaywrightSpec } from '../playwright-spec';
import { clearRecordedSteps, recordedSteps, recordSteps, screenOutcome } from '../step-recorder';

/** The panel's own host: what QA does in it is not a step. */
const panelHost = document.createElement('div');

let stopRecording: () => void = () => undefined;

beforeAll(() => {
  document.body.append(panelHost);
  stopRecording = recordSteps(panelHost);
});

// The jsdom document outlives this file (isolate: false): leave neither the host nor the listeners.
afterAll(() => {
  stopRecording();
  panelHost.remove();
});

afterEach(() => clearRecordedSteps());

function OfferCards() {
  return (
    <main>
      <h1>Recargas</h1>
      {['Bait 100', 'Bait 200'].map((offer) => (
        <article key={offer} aria-label={offer}>
          <h2>{offer}</h2>
          <button type="button">Comprar</button>
        </article>
      ))}
      <form aria-label="Datos de la tarjeta">
        <label>
          Número de tarjeta
          <input autoComplete="cc-number" name="card.cardNumber" />
        </label>
        <label>
          CVV
          <input type="password" autoComplete="cc-csc" name="card.cvv" />
        </label>
        <label>
          Correo electrónico
          <input type="email" name="email" />
        </label>
        <label>
          Colonia
          <select name="colonia" defaultValue="">
            <option value="">Elige</option>
            <option value="1">Villa Coyoacán</option>
          </select>
        </label>
        <label>
          <input type="checkbox" /> Acepto los términos
        </label>
        <button type="button" className="icon-only">
          <svg aria-hidden="true" />
        </button>
      </form>
      <div role="alert">Tu banco rechazó el cargo, intenta con otra tarjeta.</div>
    </main>
  );
}

describe('the step recorder', () => {
  it('writes clicks, fills and choices as Playwright locators: role and name, in a named container when needed', async () => {
    const user = userEvent.setup();
    render(<OfferCards />);
    await user.click(within(screen.getByRole('article', { name: 'Bait 200' })).getByRole('button', { name: 'Comprar' }));
    await user.type(screen.getByRole('textbox', { name: 'Correo electrónico' }), 'ana@correo.mx');
    await user.type(screen.getByRole('textbox', { name: 'Número de tarjeta' }), '4000056655665556');
    await user.type(screen.getByLabelText('CVV'), '7351');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Colonia' }), 'Villa Coyoacán');
    await user.click(screen.getByText('Acepto los términos'));
    const panelButton = document.createElement('button');
    panelButton.textContent = 'Copiar prueba';
    panelHost.append(panelButton);
    await user.click(panelButton);

    const { steps } = recordedSteps();
    expect(steps).toEqual([
      { action: 'click', target: { kind: 'role', role: 'button', name: 'Comprar', scope: { role: 'article', name: 'Bait 200' } } },
      { action: 'fill', target: { kind: 'role', role: 'textbox', name: 'Correo electrónico' }, value: 'ana@correo.mx' },
      { action: 'fill', target: { kind: 'role', role: 'textbox', name: 'Número de tarjeta' }, secret: 'cardNumber' },
      { action: 'fill', target: { kind: 'label', label: 'CVV' }, secret: 'cardCvv' },
      { action: 'select', target: { kind: 'role', role: 'combobox', name: 'Colonia' }, option: 'Villa Coyoacán' },
      { action: 'check', target: { kind: 'role', role: 'checkbox', name: 'Acepto los términos' } },
    ]);
    // What was typed in a secret field is not kept anywhere in the steps.
    expect(JSON.stringify(steps)).not.toMatch(/4000056655665556|7351/);
  });

  it('writes a spec that never holds a secret or a CSS selector, and ends on the outcome on screen', async () => {
    const user = userEvent.setup();
    render(<OfferCards />);
    await user.type(screen.getByLabelText('CVV'), '7351');
    await user.click(screen.getByRole('form', { name: 'Datos de la tarjeta' }).querySelector('button') ?? document.body);
    const spec = writePlaywrightSpec({
      reproductionLink: 'http://127.0.0.1:5173/recargas?scenario=chargePayment:declined&seed=1&profile=typical',
      viewport: { width: 390, height: 844 },
      steps: recordedSteps().steps,
      outcome: screenOutcome(),
    });
    expect(spec).toContain("await page.getByLabel('CVV', { exact: true }).fill(QA_TEST_DATA.cardCvv);");
    expect(spec).toContain('// Step not written: the click on a button (role button) has no accessible name');
    expect(spec).not.toMatch(/7351|icon-only|locator\(/);
    expect(spec).toContain("await expect(page.getByRole('alert').filter({ hasText: 'Tu banco rechazó el cargo, intenta con otra tarjeta.' })).toBeVisible();");
  });

  it('starts again from the page shown after "Restablecer"', async () => {
    const user = userEvent.setup();
    render(<OfferCards />);
    await user.click(within(screen.getByRole('article', { name: 'Bait 100' })).getByRole('button', { name: 'Comprar' }));
    window.history.pushState(null, '', '/recargas?oferta=1');
    clearRecordedSteps();
    expect(recordedSteps()).toEqual({ startAddress: '/recargas?oferta=1', steps: [] });
    window.history.pushState(null, '', '/');
  });
});
