import { fakerES_MX as faker } from '@faker-js/faker';
import { fakeFromSchema } from '@mocks/engine/schema-faker';
import type { OperationDefinition } from '@mocks/engine/types';

export type BuiltRequest = { url: string; init: RequestInit & { headers: Record<string, string> } };

/** A request that the contract accepts for an operation, made by faker from its schemas. */
export function buildValidRequest(operation: OperationDefinition, baseUrl: string, seed = 1): BuiltRequest {
  faker.seed(seed);
  let pathWithValues = operation.path;
  const query = new URLSearchParams();
  const headers: Record<string, string> = {};
  for (const parameter of operation.parameters) {
    if (!parameter.required && parameter.in !== 'path') continue;
    const value = String(parameter.schema ? fakeFromSchema(parameter.schema, faker, 'minimal') : 'valor');
    if (parameter.in === 'path') pathWithValues = pathWithValues.replace(`{${parameter.name}}`, encodeURIComponent(value));
    if (parameter.in === 'query') query.set(parameter.name, value);
    if (parameter.in === 'header') headers[parameter.name] = value;
  }
  const init: BuiltRequest['init'] = { method: operation.method.toUpperCase(), headers };
  if (operation.requestBody?.schema) {
    headers['content-type'] = operation.requestBody.contentType;
    init.body = JSON.stringify(fakeFromSchema(operation.requestBody.schema, faker, 'typical'));
  }
  const search = query.size > 0 ? `?${query.toString()}` : '';
  return { url: `${baseUrl}${pathWithValues}${search}`, init };
}
