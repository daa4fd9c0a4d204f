/**
 * npm run check:examples -- openapi/<file>.yaml [more files]
 *
 * Checks contract files before they are wired into generation: every named example and every
 * faker-made body (three profiles) validates against its schema, and Prism, started on
 * 127.0.0.1 with the file, answers each named example with its status when asked with
 * `Prefer: code=..., example=...`. Works on any OpenAPI document, including a part of a
 * service kept in its own file.
 */
import path from 'node:path';
import { loadDereferencedContract, operationsOf } from './generate';
import { resolveResponse, fakeResponseBody } from '../mocks/engine/resolve-response';
import type { DataProfile } from '../mocks/engine/schema-faker';
import { namedOutcomes } from './lib/conformance/plan';
import { buildValidRequest } from './lib/contract-request';
import { startPrismMock } from './lib/prism';
import { schemaErrors } from './lib/schema-validator';

const PROFILES: DataProfile[] = ['typical', 'minimal', 'maximal'];
const SEEDS = [1, 2, 3];

async function checkFile(file: string): Promise<string[]> {
  const problems: string[] = [];
  const operations = operationsOf(path.basename(file), await loadDereferencedContract(path.resolve(file)));
  for (const operation of operations) {
    for (const response of operation.responses) {
      if (!response.schema) continue;
      for (const example of response.examples) {
        for (const error of schemaErrors(response.schema, example.value)) {
          problems.push(`${operation.operationId}:${example.key} does not match its schema: ${error}`);
        }
      }
      for (const profile of PROFILES) {
        for (const seed of SEEDS) {
          for (const error of schemaErrors(response.schema, fakeResponseBody(response, seed, profile))) {
            problems.push(`${operation.operationId} ${response.status} faker body (${profile}, seed ${seed}): ${error}`);
          }
        }
      }
    }
  }
  const prism = await startPrismMock(path.resolve(file));
  try {
    for (const operation of operations) {
      for (const { key, prefer } of namedOutcomes(operation)) {
        const request = buildValidRequest(operation, prism.baseUrl);
        request.init.headers.Prefer = prefer;
        const answer = await fetch(request.url, request.init);
        const text = await answer.text();
        const ours = resolveResponse(
          operation,
          { method: request.init.method ?? 'GET', url: request.url, bodyText: String(request.init.body ?? ''), preferHeader: prefer },
          { globalSeed: 1 },
        );
        const name = `${operation.operationId}:${key}`;
        if (answer.status !== ours.status) {
          problems.push(`${name}: Prism answered ${answer.status}, the mocks ${ours.status}: ${text.slice(0, 400)}`);
          continue;
        }
        const prismBody: unknown = text && /json/.test(answer.headers.get('content-type') ?? '') ? JSON.parse(text) : text;
        if (JSON.stringify(prismBody) !== JSON.stringify(ours.body ?? '')) {
          problems.push(`${name}: Prism's body differs from the example: ${text.slice(0, 400)}`);
        }
      }
    }
  } finally {
    await prism.stop();
  }
  console.log(`${file}: ${operations.length} operations, ${problems.length} problems`);
  return problems;
}

const files = process.argv.slice(2).filter((argument) => argument !== '--');
if (files.length === 0) {
  console.error('usage: npm run check:examples -- openapi/<file>.yaml [...]');
  process.exit(2);
}
let failed = false;
for (const file of files) {
  const problems = await checkFile(file);
  for (const problem of problems) console.error(`  ${problem}`);
  failed ||= problems.length > 0;
}
process.exit(failed ? 1 : 0);
