import { afterEach, describe, expect, it } from 'vitest';
import { applyScenarioParam, clearScenarios, getScenario } from '../../mocks/scenarios';

describe('?scenario= (decision 101)', () => {
  afterEach(() => clearScenarios());

  it("joins every scenario parameter: a page's own and the link's", () => {
    applyScenarioParam('?scenario=getPaymentPlugin:hostedCheckoutProvider&scenario=createGatewayPayment:declined');
    expect(getScenario('getPaymentPlugin')).toBe('hostedCheckoutProvider');
    expect(getScenario('createGatewayPayment')).toBe('declined');
  });

  it('still clears with an empty parameter and keeps the choice without one', () => {
    applyScenarioParam('?scenario=createGatewayPayment:declined');
    applyScenarioParam('?other=1');
    expect(getScenario('createGatewayPayment')).toBe('declined');
    applyScenarioParam('?scenario=');
    expect(getScenario('createGatewayPayment')).toBeUndefined();
  });
});
