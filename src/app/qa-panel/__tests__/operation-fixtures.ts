import type { OperationDefinition } from '@mocks/engine/types';

/** A small contract of made-up operations, so the panel's tests do not follow every contract edit. */
export function operationFixture(overrides: Partial<OperationDefinition> & Pick<OperationDefinition, 'operationId'>): OperationDefinition {
  return {
    service: 'main-api',
    method: 'get',
    path: `/api/${overrides.operationId}`,
    tags: [],
    parameters: [],
    responses: [{ status: 200, description: 'OK', examples: [] }],
    ...overrides,
  };
}

export const fixtureOperations: OperationDefinition[] = [
  operationFixture({ operationId: 'recordVisit', tags: ['visitor-tracking'], path: '/api/core/visitas/{uuid}' }),
  operationFixture({
    operationId: 'checkDevice',
    tags: ['acquisition'],
    method: 'post',
    path: '/api/core/equipo/verificacion',
    responses: [
      {
        status: 200,
        description: 'Looked up.',
        examples: [
          { key: 'compatible', summary: 'Equipo compatible', value: { ok: true } },
          { key: 'incompatible', value: { ok: false } },
        ],
      },
      { status: 500, description: 'Error.', examples: [{ key: 'serverError', summary: 'Error interno', value: {} }] },
      { status: 'default', description: 'Any other.', examples: [] },
    ],
  }),
  operationFixture({ operationId: 'saveLead', tags: ['acquisition', 'leads'], method: 'post', path: '/api/core/contacto' }),
  operationFixture({ operationId: 'getFlags', tags: [], path: '/assets/flags.json' }),
];
