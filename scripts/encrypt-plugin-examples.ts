/**
 * npx tsx scripts/encrypt-plugin-examples.ts
 *
 * (Re)writes the encrypted fields of `informacion` in the getPaymentPlugin examples of
 * openapi/payments-api.yaml as real ciphertext (decision 088): AES-256-GCM under the key derived
 * from the llavero of getSecureData's `ok` example (openapi/main-api/payments-core.yaml). A field
 * already encrypted under that key is decrypted first; any other value is read as the base64 of
 * plain JSON, so a new example can be written readable and then encrypted by this script. The iv
 * of each field comes from the example's key and the field's name, so a run on unchanged JSON
 * rewrites the same text. Run `npm run generate` afterwards.
 */
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'yaml';
import { decryptInformation, encryptInformation, informationKey } from '../mocks/payment-crypto';

const ROOT = path.resolve(import.meta.dirname, '..');
const PLUGIN_CONTRACT = path.join(ROOT, 'openapi/payments-api.yaml');
const SECURE_DATA_CONTRACT = path.join(ROOT, 'openapi/main-api/payments-core.yaml');
const SECURE_DATA_PATH = '/api/core/servicio/resources/datos-seguros/{channel}';
const ENCRYPTED_FIELDS = new Set(['cliente', 'proveedor', 'form', 'direcciones', 'info', 'data', 'legales']);
/** Examples encrypted under another llavero on purpose: the site must fail to decrypt them. */
export const FOREIGN_LLAVERO_EXAMPLES: Record<string, string> = { undecryptableInformation: 'bGxhdmVyby1hamVuby1kZS1wcnVlYmE=' };

/** The llavero of getSecureData's `ok` example: the key every plugin example is encrypted with. */
export async function contractLlavero(): Promise<string> {
  const contract = parse(await readFile(SECURE_DATA_CONTRACT, 'utf8')) as {
    paths: Record<string, { post: { responses: Record<string, { content: Record<string, { examples: Record<string, { value: { key?: string } }> }> }> } }>;
  };
  const key = contract.paths[SECURE_DATA_PATH]?.post.responses['200']?.content['application/json']?.examples.ok?.value.key;
  if (!key) throw new Error('getSecureData has no ok example with a key');
  return key;
}

function ivFor(exampleKey: string, field: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(createHash('sha256').update(`${exampleKey}/${field}`).digest().subarray(0, 12));
}

async function plainValue(key: CryptoKey, field: string): Promise<unknown> {
  try {
    return await decryptInformation(key, field);
  } catch {
    return JSON.parse(Buffer.from(field, 'base64').toString('utf8')) as unknown;
  }
}

async function main(): Promise<void> {
  const contractKey = await informationKey(await contractLlavero());
  const foreignKeys = new Map<string, CryptoKey>();
  for (const [example, llavero] of Object.entries(FOREIGN_LLAVERO_EXAMPLES)) foreignKeys.set(example, await informationKey(llavero));
  const lines = (await readFile(PLUGIN_CONTRACT, 'utf8')).split('\n');
  let inPluginOperation = false;
  let exampleKey: string | undefined;
  let rewritten = 0;
  for (const [index, line] of lines.entries()) {
    const operation = /^\s+operationId:\s*(\S+)/.exec(line)?.[1];
    if (operation) inPluginOperation = operation === 'getPaymentPlugin';
    if (!inPluginOperation) continue;
    // Example keys sit at 16 spaces under `examples:` of the 200 response.
    const example = /^ {16}([A-Za-z][A-Za-z0-9]*):\s*$/.exec(line)?.[1];
    if (example) exampleKey = example;
    const field = /^(\s+)([a-z]+): ([A-Za-z0-9+/]+={0,2})\s*$/.exec(line);
    if (!field || !exampleKey || !ENCRYPTED_FIELDS.has(field[2] ?? '')) continue;
    const [, indent = '', name = '', value = ''] = field;
    const key = foreignKeys.get(exampleKey) ?? contractKey;
    const encrypted = await encryptInformation(key, await plainValue(key, value), ivFor(exampleKey, name));
    lines[index] = `${indent}${name}: ${encrypted}`;
    rewritten += 1;
  }
  await writeFile(PLUGIN_CONTRACT, lines.join('\n'));
  console.log(`Encrypted ${rewritten} informacion fields of getPaymentPlugin's examples.`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
