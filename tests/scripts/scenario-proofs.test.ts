import { describe, expect, it } from 'vitest';
import type { OperationDefinition } from '@mocks/engine/types';
import { scenariosDocument } from '../../scripts/generate';
import { proofCounts, provenByCells, provenByFailure } from '../../scripts/lib/scenario-proofs';

function operation(operationId: string, keys: string[]): OperationDefinition {
  return {
    service: 'main-api',
    operationId,
    method: 'get',
    path: `/${operationId}`,
    tags: [],
    parameters: [],
    responses: [{ status: 200, description: 'ok', examples: keys.map((key) => ({ key, value: {} })) }],
  };
}

const checkLine = operation('checkLine', ['valid', 'blocked']);
const trackStep = operation('trackStep', ['recorded']);
const BACKGROUND = 'background call; the screen does not change';

describe('the "proven by" column of docs/scenarios.md', () => {
  it('names every row that shows an outcome, once per page, and the reason of an outcome without a screen', () => {
    const rows = {
      login: [
        { operationId: 'checkLine', outcome: 'valid', path: '/login' },
        { operationId: 'checkLine', outcome: 'valid', path: '/login' },
        // A common outcome is no named outcome: it proves nothing in the catalogue.
        { operationId: 'checkLine', outcome: 'networkError', path: '/login' },
      ],
      nir: [
        { operationId: 'checkLine', outcome: 'valid', path: '/cambio-nir' },
        { operationId: 'checkLine', outcome: 'blocked', path: '/cambio-nir' },
      ],
    };
    const { cells, problems } = provenByCells([checkLine, trackStep], rows, { trackStep: { recorded: BACKGROUND } });

    expect(problems).toEqual([]);
    expect(Object.fromEntries(cells)).toEqual({
      'checkLine:valid': '`e2e/scenario-table.spec.ts` `login › checkLine:valid on /login`, `nir › checkLine:valid on /cambio-nir`',
      'checkLine:blocked': '`e2e/scenario-table.spec.ts` `nir › checkLine:blocked on /cambio-nir`',
      'trackStep:recorded': `no screen: ${BACKGROUND}`,
    });
    expect(proofCounts(cells)).toEqual({ byRow: 2, byReason: 1 });
  });

  it('fails an outcome with neither a row nor a reason, and one whose reason is blank', () => {
    const { problems } = provenByCells(
      [checkLine, trackStep],
      { login: [{ operationId: 'checkLine', outcome: 'valid', path: '/login' }] },
      { trackStep: { recorded: '  ' } },
    );

    expect(problems).toEqual([
      'checkLine:blocked has neither a browser row nor a no-screen reason',
      'trackStep:recorded has neither a browser row nor a no-screen reason',
    ]);
  });

  it('fails a reason that a row contradicts, and a reason for a key the contract does not name', () => {
    const rows = { login: [{ operationId: 'checkLine', outcome: 'valid', path: '/login' }] };
    const { problems } = provenByCells([checkLine], rows, { checkLine: { valid: BACKGROUND, blocked: BACKGROUND, retired: BACKGROUND } });

    expect(problems).toEqual([
      'checkLine:valid has a browser row and a no-screen reason: remove the reason',
      'checkLine:retired has a no-screen reason but is not a named outcome of the contract',
    ]);
  });

  it('makes `npm run generate` and its --check fail, naming where rows and reasons live', () => {
    const { content, problems } = scenariosDocument([checkLine], { rowSets: {}, reasons: { checkLine: { valid: BACKGROUND } } });

    // The catalogue is still written, so a new operation's outcome types exist for its rows to use.
    expect(content).toContain(`| \`checkLine\` | \`valid\` | 200 |  |  | no screen: ${BACKGROUND} |`);
    expect(content).toContain('\n0 outcomes are proven by a browser row, 1 have no screen.\n');
    expect(problems).toEqual(['checkLine:blocked has neither a browser row nor a no-screen reason']);
    expect(provenByFailure(problems)).toBe(
      'Every named outcome needs a row of e2e/scenario-table.spec.ts or a reason in e2e/scenario-rows/no-screen-reasons.ts:\n  checkLine:blocked has neither a browser row nor a no-screen reason',
    );
  });
});
