import { describe, expect, it } from 'vitest';
import { compareAgainst, diffContracts } from '../../scripts/lib/contract-diff/diff';
import { diffFails, junitDiffReport, markdownDiffReport } from '../../scripts/lib/contract-diff/reports';
import { contractFromDocuments } from '../../scripts/lib/contract-diff/sources';
import type { Change, ContractDiff, JsonObject, SiteUsage } from '../../scripts/lib/contract-diff/types';

type Schema = JsonObject;

const json = (schema: Schema) => ({ content: { 'application/json': { schema } } });

/** A small contract of two operations: a form post and a list read. */
function contract(edit: (parts: { request: Schema; response: Schema; list: Schema; queryPage: Schema }) => void = () => {}): JsonObject {
  const request: Schema = {
    type: 'object',
    additionalProperties: false,
    required: ['nombre', 'tipo'],
    properties: { nombre: { type: 'string', maxLength: 120 }, tipo: { type: 'integer', enum: [1, 2] }, correo: { type: 'string', format: 'email' } },
  };
  const response: Schema = {
    type: 'object',
    required: ['success', 'data'],
    properties: {
      success: { type: 'boolean' },
      mensaje: { type: 'string', maxLength: 300 },
      data: { type: 'object', required: ['estado'], properties: { estado: { type: 'string', enum: ['SI', 'NO'] }, folio: { type: 'string' } } },
    },
  };
  const list: Schema = {
    type: 'object',
    properties: { offers: { type: 'array', items: { type: 'object', properties: { name: { type: 'string' }, price: { type: 'number' } } } } },
  };
  const queryPage: Schema = { name: 'page', in: 'query', required: false, schema: { type: 'integer', minimum: 1 } };
  edit({ request, response, list, queryPage });
  return {
    openapi: '3.1.0',
    info: { title: 'test', version: '1.0.0' },
    paths: {
      '/contacto': {
        post: {
          operationId: 'createContact',
          requestBody: { required: true, ...json(request) },
          responses: {
            '200': { description: 'ok', ...json(response) },
            '400': { description: 'bad', ...json({ type: 'object', properties: { mensaje: { type: 'string' } } }) },
          },
        },
      },
      '/ofertas/{tipo}': {
        get: {
          operationId: 'listOffers',
          parameters: [{ name: 'tipo', in: 'path', required: true, schema: { type: 'string' } }, queryPage],
          responses: { '200': { description: 'ok', ...json(list) }, '404': { description: 'none' } },
        },
      },
    },
  };
}

const USAGE: SiteUsage = {
  operations: {
    createContact: {
      file: 'main-api.yaml',
      method: 'post',
      path: '/contacto',
      request: ['body.nombre', 'body.tipo'],
      response: { '200': ['data.estado', 'success'], '400': ['mensaje'] },
    },
    listOffers: { file: 'main-api.yaml', method: 'get', path: '/ofertas/{tipo}', request: ['path.tipo', 'query.page'], response: { '200': ['offers[].name'] } },
  },
};

/** `usage` null: no usage map at all. */
function diff(head: JsonObject, usage: SiteUsage | null = USAGE, base: JsonObject = contract()): ContractDiff {
  return diffContracts(contractFromDocuments('base', { 'main-api.yaml': base }), contractFromDocuments('head', { 'main-api.yaml': head }), usage ?? undefined);
}

/** The changes as `class id operation location`, the way a reader scans them. */
function lines(result: ContractDiff): string[] {
  return result.changes.map((change: Change) =>
    `${change.classes.join('+')} ${change.id} ${change.operation.operationId ?? ''} ${change.location ?? ''}`.trim(),
  );
}

describe('contract:diff classes (oasdiff catalogue, with the usage map)', () => {
  it('finds no change in the same contract, nor in descriptions and examples', () => {
    expect(diff(contract()).changes).toEqual([]);
    const documented = contract(({ response }) => {
      response.description = 'Now described';
      response.examples = [{ success: true }];
    });
    expect(diff(documented).changes).toEqual([]);
  });

  it('a removed operation breaks servers, and the site when it calls it', () => {
    const head = contract();
    delete (head.paths as JsonObject)['/ofertas/{tipo}'];
    expect(lines(diff(head))).toEqual(['breaking-server+breaking-site api-removed listOffers']);
    expect(diff(head, { operations: {} }).changes.map((change) => change.classes)).toEqual([['breaking-server']]);
  });

  it('a request that asks more breaks servers: new required field, field made required, enum narrowed, type, format, bound', () => {
    const head = contract(({ request }) => {
      const properties = request.properties as Record<string, Schema>;
      properties.apellido = { type: 'string' };
      request.required = ['nombre', 'tipo', 'apellido', 'correo'];
      properties.tipo = { type: 'integer', enum: [1] };
      properties.nombre = { type: 'string', maxLength: 60 };
      properties.correo = { type: 'string', format: 'idn-email' };
    });
    expect(lines(diff(head))).toEqual([
      'breaking-server new-required-request-property createContact body.apellido',
      'breaking-server request-property-became-required createContact body.correo',
      'breaking-server request-property-format-changed createContact body.correo',
      'breaking-server request-property-max-length-decreased createContact body.nombre',
      'breaking-server request-property-enum-value-removed createContact body.tipo',
    ]);
  });

  it('a request that accepts more is compatible: new optional field, new enum value, wider type, looser bound', () => {
    const head = contract(({ request }) => {
      const properties = request.properties as Record<string, Schema>;
      properties.apellido = { type: 'string' };
      properties.tipo = { type: 'number', enum: [1, 2, 3] };
      properties.nombre = { type: 'string', maxLength: 200 };
    });
    const result = diff(head);
    expect(lines(result)).toEqual([
      'compatible new-optional-request-property createContact body.apellido',
      'compatible request-property-max-length-increased createContact body.nombre',
      'compatible request-property-type-generalized createContact body.tipo',
      'compatible request-property-enum-value-added createContact body.tipo',
    ]);
    expect(diffFails(result)).toBe(false);
  });

  it('parameters: a new required one and one made required break servers, a retyped one too; a new optional one does not', () => {
    const head = contract(({ queryPage }) => {
      queryPage.required = true;
      queryPage.schema = { type: 'string' };
    });
    const paths = head.paths as Record<string, Record<string, JsonObject>>;
    const get = paths['/ofertas/{tipo}']?.get as JsonObject;
    (get.parameters as JsonObject[]).push(
      { name: 'X-Canal', in: 'header', required: true, schema: { type: 'string' } },
      { name: 'orden', in: 'query', schema: { type: 'string' } },
    );
    expect(lines(diff(head))).toEqual([
      'breaking-server new-required-request-parameter listOffers header.x-canal',
      'compatible new-optional-request-parameter listOffers query.orden',
      'breaking-server request-parameter-became-required listOffers query.page',
      'breaking-server request-parameter-type-changed listOffers query.page',
    ]);
  });

  it('a renamed path parameter is the same parameter', () => {
    const head = contract();
    const paths = head.paths as Record<string, JsonObject>;
    const item = paths['/ofertas/{tipo}'] as JsonObject;
    const get = item.get as JsonObject;
    get.parameters = [{ name: 'category', in: 'path', required: true, schema: { type: 'string' } }, (get.parameters as JsonObject[])[1] as JsonObject];
    delete paths['/ofertas/{tipo}'];
    paths['/ofertas/{category}'] = item;
    expect(diff(head).changes).toEqual([]);
  });

  it('a retyped response field breaks the site when it reads it, and is free to change when no test read it', () => {
    const head = contract(({ response }) => {
      const data = (response.properties as Record<string, Schema>).data as Schema;
      (data.properties as Record<string, Schema>).estado = { type: 'boolean' };
      (data.properties as Record<string, Schema>).folio = { type: 'integer' };
    });
    const result = diff(head);
    expect(lines(result)).toEqual([
      'breaking-site response-property-type-changed createContact response 200 data.estado',
      'compatible response-property-type-changed createContact response 200 data.folio',
    ]);
    expect(result.changes.map((change) => [change.siteUse, change.freeToChange ?? false])).toEqual([
      ['used', false],
      ['unused', true],
    ]);
  });

  it('without a usage map every response change is taken as read', () => {
    const head = contract(({ response }) => {
      delete (response.properties as Record<string, Schema>).mensaje;
    });
    const [change] = diff(head, null).changes;
    expect(change).toMatchObject({ id: 'response-property-removed', classes: ['breaking-site'], siteUse: 'unknown', location: 'response 200 mensaje' });
  });

  it('a response that promises less breaks the site where it reads: removed, optional, new enum value, nullable, nested in arrays', () => {
    const head = contract(({ response, list }) => {
      const properties = response.properties as Record<string, Schema>;
      const data = properties.data as Schema;
      data.required = [];
      (data.properties as Record<string, Schema>).estado = { type: ['string', 'null'], enum: ['SI', 'NO', 'TAL VEZ', null] };
      delete properties.mensaje;
      const offers = (list.properties as Record<string, Schema>).offers as Schema;
      const item = offers.items as Schema;
      delete (item.properties as Record<string, Schema>).name;
      (item.properties as Record<string, Schema>).price = { type: 'string' };
    });
    expect(lines(diff(head))).toEqual([
      'breaking-site response-property-became-optional createContact response 200 data.estado',
      'breaking-site response-property-became-nullable createContact response 200 data.estado',
      'breaking-site response-property-enum-value-added createContact response 200 data.estado',
      'compatible response-property-removed createContact response 200 mensaje',
      'breaking-site response-property-removed listOffers response 200 offers[].name',
      'compatible response-property-type-changed listOffers response 200 offers[].price',
    ]);
  });

  it('a response that promises more is compatible: new field, removed enum value, tighter bound', () => {
    const head = contract(({ response }) => {
      const properties = response.properties as Record<string, Schema>;
      properties.nuevo = { type: 'string' };
      properties.mensaje = { type: 'string', maxLength: 100 };
      const data = properties.data as Schema;
      (data.properties as Record<string, Schema>).estado = { type: 'string', enum: ['SI'] };
    });
    expect(lines(diff(head))).toEqual([
      'compatible response-property-enum-value-removed createContact response 200 data.estado',
      'compatible response-property-max-length-decreased createContact response 200 mensaje',
      'compatible response-optional-property-added createContact response 200 nuevo',
    ]);
  });

  it('a status the site handles and no longer declared breaks the site; one it never met is free to change', () => {
    const head = contract();
    const paths = head.paths as Record<string, Record<string, JsonObject>>;
    delete (paths['/contacto']?.post?.responses as JsonObject)['400'];
    delete (paths['/ofertas/{tipo}']?.get?.responses as JsonObject)['404'];
    const result = diff(head);
    expect(lines(result)).toEqual([
      'breaking-site response-status-removed createContact response 400',
      'compatible response-status-removed listOffers response 404',
    ]);
    expect(result.changes[0]?.message).toBe('response status 400: no longer declared; the site handles 400');
    expect(result.changes[1]?.freeToChange).toBe(true);
  });

  it('a status still covered by a range is not lost', () => {
    const head = contract();
    const responses = (head.paths as Record<string, Record<string, JsonObject>>)['/contacto']?.post?.responses as JsonObject;
    responses['4XX'] = responses['400'] as JsonObject;
    delete responses['400'];
    expect(lines(diff(head))).toEqual([
      'compatible response-status-removed createContact response 400',
      'compatible response-status-added createContact response 4XX',
    ]);
  });

  it('pairs by operationId first: a moved operation breaks servers; a renamed one at the same path is compatible', () => {
    const moved = contract();
    const paths = moved.paths as Record<string, JsonObject>;
    paths['/v2/contacto'] = paths['/contacto'] as JsonObject;
    delete paths['/contacto'];
    expect(lines(diff(moved))).toEqual(['breaking-server+breaking-site api-path-changed createContact']);
    const renamed = contract();
    ((renamed.paths as Record<string, Record<string, JsonObject>>)['/contacto']?.post as JsonObject).operationId = 'saveContact';
    expect(lines(diff(renamed, { operations: {} }))).toEqual(['compatible api-operation-id-changed saveContact']);
  });

  it('merges allOf and follows the request body becoming required', () => {
    const base = contract();
    const head = contract();
    const headBody = ((head.paths as Record<string, Record<string, JsonObject>>)['/contacto']?.post?.requestBody as JsonObject).content as Record<
      string,
      JsonObject
    >;
    const media = headBody['application/json'] as JsonObject;
    media.schema = { allOf: [media.schema as Schema, { type: 'object', required: ['folio'], properties: { folio: { type: 'string' } } }] };
    const post = (base.paths as Record<string, Record<string, JsonObject>>)['/contacto']?.post as JsonObject;
    (post.requestBody as JsonObject).required = false;
    expect(lines(diff(head, USAGE, base))).toEqual([
      'breaking-server request-body-became-required createContact body',
      'breaking-server new-required-request-property createContact body.folio',
    ]);
  });
});

describe('contract:diff --against (their OpenAPI against ours)', () => {
  /** Their document: other paths and operationIds, a server base path, and what they changed. */
  function theirs(edit: (paths: Record<string, JsonObject>) => void = () => {}): JsonObject {
    const document = contract();
    const paths = document.paths as Record<string, JsonObject>;
    const moved: Record<string, JsonObject> = { '/contacto': paths['/contacto'] as JsonObject, '/ofertas/{categoria}': paths['/ofertas/{tipo}'] as JsonObject };
    ((moved['/contacto'] as JsonObject).post as JsonObject).operationId = 'guardarContacto';
    const get = (moved['/ofertas/{categoria}'] as JsonObject).get as JsonObject;
    get.parameters = [{ name: 'categoria', in: 'path', required: true, schema: { type: 'string' } }, (get.parameters as JsonObject[])[1] as JsonObject];
    edit(moved);
    return { ...document, servers: [{ url: 'https://api.example/v1' }], paths: moved };
  }

  function against(their: JsonObject, usage: SiteUsage | undefined = USAGE): ContractDiff {
    return compareAgainst(contractFromDocuments('ours', { 'main-api.yaml': contract() }), contractFromDocuments('theirs', { 'backend.yaml': their }), usage);
  }

  it('matches operations by method and path template whatever the names, then notes the other operationId', () => {
    const result = against(theirs());
    expect(lines(result)).toEqual(['compatible operation-id-differs createContact']);
    expect(diffFails(result)).toBe(false);
  });

  it('finds what the site calls, sends, reads and handles that theirs lacks', () => {
    const result = against(
      theirs((paths) => {
        const post = paths['/contacto']?.post as JsonObject;
        const body = ((post.requestBody as JsonObject).content as Record<string, JsonObject>)['application/json']?.schema as Schema;
        delete (body.properties as Record<string, Schema>).tipo;
        body.required = ['nombre', 'canal'];
        (body.properties as Record<string, Schema>).canal = { type: 'string' };
        const ok = ((post.responses as Record<string, JsonObject>)['200']?.content as Record<string, JsonObject>)['application/json']?.schema as Schema;
        delete (ok.properties as Record<string, Schema>).success;
        delete (post.responses as JsonObject)['400'];
        const get = paths['/ofertas/{categoria}']?.get as JsonObject;
        get.parameters = [(get.parameters as JsonObject[])[0] as JsonObject];
      }),
    );
    expect(lines(result)).toEqual([
      'compatible operation-id-differs createContact',
      'breaking-site new-required-request-property createContact body.canal',
      'breaking-site request-property-removed createContact body.tipo',
      'breaking-site response-property-removed createContact response 200 success',
      'breaking-site response-status-removed createContact response 400',
      'breaking-site request-parameter-removed listOffers query.page',
    ]);
    expect(result.changes.find((change) => change.id === 'request-property-removed')?.message).toBe('request property body.tipo: missing from theirs');
    expect(diffFails(result)).toBe(true);
  });

  it('names an operation the site calls that theirs lacks, and one at another path under the same operationId', () => {
    const result = against(
      theirs((paths) => {
        paths['/contactos/nuevo'] = paths['/contacto'] as JsonObject;
        ((paths['/contactos/nuevo'] as JsonObject).post as JsonObject).operationId = 'createContact';
        delete paths['/contacto'];
        delete paths['/ofertas/{categoria}'];
      }),
    );
    expect(lines(result)).toEqual(['breaking-site operation-moved createContact', 'breaking-site site-operation-missing listOffers']);
    expect(result.changes[0]?.message).toBe('the site calls POST /contacto; theirs serves createContact at POST /contactos/nuevo');
    expect(
      lines(
        against(
          theirs((paths) => delete paths['/ofertas/{categoria}']),
          { operations: {} },
        ),
      ),
    ).toContain('compatible site-operation-missing listOffers');
  });
});

describe('contract:diff reports', () => {
  const head = contract(({ request, response }) => {
    (request.properties as Record<string, Schema>).apellido = { type: 'string' };
    request.required = ['nombre', 'tipo', 'apellido'];
    delete (response.properties as Record<string, Schema>).mensaje;
  });
  const result = diff(head);

  it('Markdown: the sides, the summary and a table per class', () => {
    const markdown = markdownDiffReport(result);
    expect(markdown).toContain(
      '**2 changes: 1 breaking for servers, 0 breaking for the site, 1 compatible (1 free to change: no test of the site used them).** Fails',
    );
    expect(markdown).toContain('## Breaking for servers (1)');
    expect(markdown).toContain('| createContact `POST /contacto` | request property body.apellido: added, required | `new-required-request-property` |');
    expect(markdown).toContain(
      '| createContact `POST /contacto` | response 200 property mensaje: removed | no test used it: free to change | `response-property-removed` |',
    );
  });

  it('JUnit: a failing test case for the operation that breaks, compatible changes as output', () => {
    const junit = junitDiffReport(result);
    expect(junit).toContain('<testsuites name="contract:diff" tests="1" failures="1" errors="0">');
    expect(junit).toContain(
      '<failure type="breaking-server" message="1 breaking change">breaking-server: request property body.apellido: added, required [new-required-request-property]</failure>',
    );
    expect(junit).toContain(
      '<system-out>compatible: response 200 property mensaje: removed (no test used it: free to change) [response-property-removed]</system-out>',
    );
    expect(junitDiffReport(diff(contract()))).toContain('tests="1" failures="0"');
  });
});
