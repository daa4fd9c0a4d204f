import { describe, expect, it } from 'vitest';
import { validateAgainstSchema } from '@mocks/engine/schema-validator';
import type { JsonSchema, OperationDefinition } from '@mocks/engine/types';
import { mainApiOperations } from '@mocks/generated/main-api-operations';
import { paymentsApiOperations } from '@mocks/generated/payments-api-operations';
import { decryptInformation, deriveInformationKey } from '../payment-crypto';

/** Examples encrypted under another llavero on purpose (scripts/encrypt-plugin-examples.ts). */
const FOREIGN_LLAVERO_EXAMPLES = new Set(['undecryptableInformation']);

function operation(operations: OperationDefinition[], operationId: string): OperationDefinition {
  const found = operations.find((candidate) => candidate.operationId === operationId);
  if (!found) throw new Error(`no ${operationId}`);
  return found;
}

/** Every encrypted field of a value with its contentSchema, walking the response schema. */
function encryptedFields(schema: JsonSchema, value: unknown, path = ''): { path: string; text: string; schema: JsonSchema }[] {
  const contentSchema = schema.contentSchema as JsonSchema | undefined;
  if (contentSchema && typeof value === 'string') return [{ path, text: value, schema: contentSchema }];
  if (!schema.properties || typeof value !== 'object' || value === null) return [];
  return Object.entries(schema.properties).flatMap(([name, property]) =>
    encryptedFields(property, (value as Record<string, unknown>)[name], `${path}.${name}`),
  );
}

describe('the getPaymentPlugin examples of the contract', () => {
  it('are ciphertext under the llavero of getSecureData ok and decrypt into their contentSchema', async () => {
    const secureDataOk = operation(mainApiOperations, 'getSecureData')
      .responses.flatMap((response) => response.examples)
      .find((example) => example.key === 'ok')?.value as { key: string };
    const key = await deriveInformationKey(secureDataOk.key);
    const success = operation(paymentsApiOperations, 'getPaymentPlugin').responses.find((response) => response.status === 200);
    if (!success?.schema) throw new Error('no 200 schema');
    const withInformation = success.examples.filter((example) => (example.value as { informacion?: unknown }).informacion);
    expect(withInformation.length).toBeGreaterThanOrEqual(5);
    for (const example of withInformation) {
      const fields = encryptedFields(success.schema, example.value);
      // config.legales is optional (an older backend leaves it out); every other field is required.
      const expectedFields = [
        '.informacion.cliente',
        '.informacion.proveedor',
        '.informacion.form',
        '.informacion.direcciones',
        '.informacion.config.info',
        '.informacion.config.data',
      ];
      const withLegalFlags = (example.value as { informacion: { config: { legales?: string } } }).informacion.config.legales !== undefined;
      expect(fields.map((field) => field.path)).toEqual(withLegalFlags ? [...expectedFields, '.informacion.config.legales'] : expectedFields);
      for (const field of fields) {
        // Plain base64 JSON is not ciphertext: it must not parse.
        expect(() => JSON.parse(atob(field.text)) as unknown, `${example.key}${field.path}`).toThrow();
        if (FOREIGN_LLAVERO_EXAMPLES.has(example.key)) {
          await expect(decryptInformation(key, field.text)).rejects.toThrow();
          continue;
        }
        const plain = await decryptInformation(key, field.text);
        expect(validateAgainstSchema(field.schema, plain), `${example.key}${field.path}`).toEqual([]);
      }
    }
  });

  it('send the legal flags in every example a screen reads, and link only to pages that exist', async () => {
    const secureDataOk = operation(mainApiOperations, 'getSecureData')
      .responses.flatMap((response) => response.examples)
      .find((example) => example.key === 'ok')?.value as { key: string };
    const key = await deriveInformationKey(secureDataOk.key);
    const success = operation(paymentsApiOperations, 'getPaymentPlugin').responses.find((response) => response.status === 200);
    const readable = (success?.examples ?? []).filter(
      (example) => (example.value as { informacion?: unknown }).informacion && !FOREIGN_LLAVERO_EXAMPLES.has(example.key),
    );
    for (const example of readable) {
      const { config } = (example.value as { informacion: { config: { info: string; legales?: string } } }).informacion;
      expect(config.legales, example.key).toBeDefined();
      const texts = (await decryptInformation(key, config.info)) as { texto: string }[];
      // The privacy notice is the operator's page (the site has no /aviso-de-privacidad route).
      for (const { texto } of texts) expect(texto, example.key).not.toContain('href="/aviso-de-privacidad"');
    }
  });
});
