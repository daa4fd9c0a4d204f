/**
 * docs/scenarios.md's retry table is the one the app's policy gives (issue 47): between its
 * markers, exactly what scripts/lib/retry-table.ts writes for every operation of the contract.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MOCK_TIMEOUT_MS } from '../../mocks/config';
import { operations } from '../../mocks/generated/operations';
import { RETRY_TABLE_END, RETRY_TABLE_START, retryTable, SHORT_TIMEOUT_MS } from '../../scripts/lib/retry-table';

const SCENARIOS = readFileSync(path.resolve(import.meta.dirname, '../../docs/scenarios.md'), 'utf8');

describe('the retry table of docs/scenarios.md', () => {
  const table = retryTable(
    operations.map((operation) => operation.operationId),
    DEFAULT_MOCK_TIMEOUT_MS,
  );

  it('is the generated one, a row per operation', () => {
    const start = SCENARIOS.indexOf(RETRY_TABLE_START);
    const end = SCENARIOS.indexOf(RETRY_TABLE_END);
    expect(SCENARIOS.slice(start, end + RETRY_TABLE_END.length)).toBe(table);
    expect(table.split('\n').filter((line) => line.startsWith('| `'))).toHaveLength(operations.length);
  });

  it('says what the browser sees for an offer list, the port-in guest and a write', () => {
    expect(SHORT_TIMEOUT_MS).toBe(2000);
    expect(table).toContain('| `listPrepaidOffers` | 2 | 1 s |  | 61 s | 5 s |');
    expect(table).toContain('| `getPortabilityGuest` | 3 | none |  | 90 s | 6 s |');
    expect(table).toContain('| `verifyImei` | 1 |  |  | 30 s | 2 s |');
    expect(table).toContain('| `getFeatureFlags` | 1 |  | 5 s | 5 s | 2 s |');
    expect(SCENARIOS).not.toMatch(/retries 3 times|after 127 s\./);
  });
});
