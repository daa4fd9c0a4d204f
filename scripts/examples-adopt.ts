/**
 * npm run examples:adopt -- <dir> [--only <operationId>]... [--contract <dir>] [--no-generate]
 *
 * Merges the candidate named examples that record mode wrote under <dir> (one YAML file per
 * operation; <dir>/rejected/ is never read) into the contract, each under its response's
 * `examples` as `<key>: { summary, value }`, then runs `npm run generate` and leaves the change
 * for review (`git diff openapi/`). A key the contract already has is never overwritten, an
 * answer equal to an existing example is not added twice, and a value the schema refuses is not
 * adopted. --contract adopts into another copy of openapi/ (no generation there).
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isDeepStrictEqual } from 'node:util';
import { isMap, isScalar, parse, parseDocument, stringify, type Document, type YAMLMap } from 'yaml';
import { loadDereferencedContract, operationsOf } from './generate';
import type { CandidateFile } from './lib/record-examples';
import { responseViolations } from '../mocks/engine/response-violations';
import type { OperationDefinition } from '../mocks/engine/types';

const ROOT = path.resolve(import.meta.dirname, '..');

export type AdoptionLine = { operationId: string; key: string; outcome: 'adopted' | 'skipped'; reason: string };

type Located = { file: string; text: string; document: Document; media: YAMLMap; responses: YAMLMap };

function yamlFilesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return yamlFilesUnder(full);
    return /\.ya?ml$/.test(entry.name) ? [full] : [];
  });
}

/** The file of the contract that defines the operation (an area file when the main API keeps it there), and its nodes. */
function locate(contractDir: string, candidates: CandidateFile, status: number, contentType: string): Located | string {
  for (const file of yamlFilesUnder(contractDir)) {
    const text = readFileSync(file, 'utf8');
    if (!text.includes(`operationId: ${candidates.operationId}`)) continue;
    const document = parseDocument(text);
    const operation = document.getIn(['paths', candidates.path, candidates.method]);
    if (!isMap(operation) || operation.get('operationId') !== candidates.operationId) continue;
    const responses = operation.get('responses');
    if (!isMap(responses)) return `${path.basename(file)} declares no responses`;
    const response = responses.items.find((item) => isScalar(item.key) && String(item.key.value) === String(status))?.value;
    if (!isMap(response)) return `status ${status} is not declared in ${path.basename(file)}`;
    if (response.has('$ref')) return `the ${status} answer is a shared $ref: add the example by hand where it points`;
    const content = response.get('content');
    const mediaType = contentType.split(';')[0]?.trim() ?? '';
    const media = isMap(content) ? content.get(mediaType) : undefined;
    if (!isMap(media)) return `status ${status} declares no ${mediaType} body`;
    return { file, text, document, media, responses };
  }
  return `no file under ${contractDir} defines ${candidates.operationId}`;
}

function columnOf(text: string, offset: number): number {
  return offset - text.lastIndexOf('\n', offset - 1) - 1;
}

function endOfLine(text: string, offset: number): number {
  const end = text.indexOf('\n', Math.max(0, offset - 1));
  return end < 0 ? text.length : end + 1;
}

/**
 * The file's text with the example added at the end of the response's `examples` (or a new
 * `examples` under its media type). Written as text, not by re-serialising the document, so the
 * rest of the file keeps its hand-made layout.
 */
function withExample(located: Located, key: string, example: { summary: string; value: unknown }): string | undefined {
  const { text, media } = located;
  // YAML 1.1 quoting: NO, yes or on stay strings for every reader of the contract.
  const entry = stringify({ [key]: example }, { lineWidth: 0, version: '1.1' });
  const indentLines = (block: string, column: number) =>
    block
      .trimEnd()
      .split('\n')
      .map((line) => ' '.repeat(column) + line)
      .join('\n') + '\n';
  const examples = media.get('examples');
  if (isMap(examples)) {
    const first = examples.items[0]?.key;
    if (examples.flow || !examples.range || !first || !isScalar(first) || !first.range) return undefined;
    const insertAt = endOfLine(text, examples.range[1]);
    return text.slice(0, insertAt) + indentLines(entry, columnOf(text, first.range[0])) + text.slice(insertAt);
  }
  const firstKey = media.items[0]?.key;
  if (media.flow || !media.range || !firstKey || !isScalar(firstKey) || !firstKey.range) return undefined;
  const column = columnOf(text, firstKey.range[0]);
  const insertAt = endOfLine(text, media.range[1]);
  return text.slice(0, insertAt) + `${' '.repeat(column)}examples:\n` + indentLines(entry, column + 2) + text.slice(insertAt);
}

/** The operation as the mocks see it, from the (possibly just changed) contract file. */
async function operationIn(file: string, operationId: string): Promise<OperationDefinition | undefined> {
  const document = await loadDereferencedContract(file);
  return operationsOf(path.basename(file).replace(/\.ya?ml$/, ''), document).find((operation) => operation.operationId === operationId);
}

export async function adoptCandidates(options: { candidatesDir: string; contractDir: string; only?: string[] }): Promise<AdoptionLine[]> {
  const lines: AdoptionLine[] = [];
  const files = readdirSync(options.candidatesDir).filter((name) => name.endsWith('.yaml'));
  for (const name of files) {
    const candidates = parse(readFileSync(path.join(options.candidatesDir, name), 'utf8')) as CandidateFile;
    if (options.only && options.only.length > 0 && !options.only.includes(candidates.operationId)) continue;
    for (const candidate of candidates.candidates ?? []) {
      const skip = (reason: string) => lines.push({ operationId: candidates.operationId, key: candidate.key, outcome: 'skipped', reason });
      const located = locate(options.contractDir, candidates, candidate.status, candidate.contentType);
      if (typeof located === 'string') {
        skip(located);
        continue;
      }
      const operation = await operationIn(located.file, candidates.operationId);
      if (!operation) {
        skip(`${path.basename(located.file)} does not load ${candidates.operationId}`);
        continue;
      }
      const existing = operation.responses.flatMap((response) => response.examples.map((example) => ({ status: response.status, example })));
      if (existing.some(({ example }) => example.key === candidate.key)) {
        skip(`the contract already has an example ${candidate.key}: never overwritten (rename the candidate to adopt it)`);
        continue;
      }
      const same = existing.find(({ status, example }) => status === candidate.status && isDeepStrictEqual(example.value, candidate.value));
      if (same) {
        skip(`the same answer is already the example ${same.example.key}`);
        continue;
      }
      const violations = responseViolations(operation, { status: candidate.status, contentType: candidate.contentType, body: candidate.value });
      if (violations.length > 0) {
        skip(`the contract refuses the (redacted) value: ${violations.join('; ')}`);
        continue;
      }
      const changed = withExample(located, candidate.key, { summary: candidate.summary, value: candidate.value });
      if (changed === undefined) {
        skip(`the examples of ${candidates.operationId} ${candidate.status} are written in flow style: add it by hand`);
        continue;
      }
      writeFileSync(located.file, changed);
      lines.push({ operationId: candidates.operationId, key: candidate.key, outcome: 'adopted', reason: `into ${path.relative(process.cwd(), located.file)}` });
    }
  }
  return lines;
}

function argumentsAfter(flag: string): string[] {
  return process.argv.flatMap((argument, index) => (process.argv[index - 1] === flag ? [argument] : []));
}

async function main(): Promise<void> {
  const candidatesDir = process.argv[2];
  if (!candidatesDir || candidatesDir.startsWith('--')) {
    console.error('usage: npm run examples:adopt -- <dir> [--only <operationId>]... [--contract <dir>] [--no-generate]');
    process.exit(2);
  }
  const contractDir = path.resolve(argumentsAfter('--contract')[0] ?? path.join(ROOT, 'openapi'));
  const lines = await adoptCandidates({ candidatesDir: path.resolve(candidatesDir), contractDir, only: argumentsAfter('--only') });
  for (const line of lines) console.log(`${line.outcome === 'adopted' ? 'adopted' : 'skipped'} ${line.operationId}:${line.key} ${line.reason}`);
  const adopted = lines.filter((line) => line.outcome === 'adopted').length;
  if (adopted === 0) {
    console.log('examples:adopt: nothing adopted.');
    return;
  }
  if (contractDir !== path.join(ROOT, 'openapi') || process.argv.includes('--no-generate')) {
    console.log(`examples:adopt: ${adopted} adopted; run the generator where that contract lives.`);
    return;
  }
  const generated = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/generate.ts'], { cwd: ROOT, stdio: 'inherit' });
  if (generated.status !== 0) {
    // The generator writes its files before it asks each new outcome for its proof (decision 248),
    // so the adopted examples already answer; without this line the run reads as a failed adoption.
    console.error(
      `examples:adopt: ${adopted} adopted and generated; \`?scenario=<operationId>:<key>\` answers them already. The generator asks for more ` +
        '(above): give each new outcome a row of e2e/scenario-rows/ or a reason in e2e/scenario-rows/no-screen-reasons.ts, then `npm run generate` passes.',
    );
    process.exit(generated.status ?? 1);
  }
  console.log(
    `examples:adopt: ${adopted} adopted and generated. Review with \`git diff openapi/\`, then \`npm run check:examples\` and \`?scenario=<operationId>:<key>\`.`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
