import { describe, expect, it } from 'vitest';
import { base64JsonPayload } from '@mocks/behaviors/answers';
import type { BehaviorContext } from '@mocks/behaviors/types';

/** Only the body matters to the decoder. */
const withBody = (body: unknown) => ({ body }) as BehaviorContext;
const base64Of = (text: string) => Buffer.from(text, 'utf8').toString('base64');

describe('the JSON payload carried as base64 in `data`', () => {
  it('decodes an object, accents included (UTF-8)', () => {
    expect(base64JsonPayload(withBody({ data: base64Of('{"operation":"registro","nombre":"María Núñez"}') }))).toEqual({
      operation: 'registro',
      nombre: 'María Núñez',
    });
  });

  it('is an empty object without `data`, with data that is not base64 JSON, or with JSON that is not an object', () => {
    expect(base64JsonPayload(withBody(undefined))).toEqual({});
    expect(base64JsonPayload(withBody({ numero: '5512345678' }))).toEqual({});
    expect(base64JsonPayload(withBody({ data: '%%% no es base64' }))).toEqual({});
    expect(base64JsonPayload(withBody({ data: base64Of('{"sin cerrar":') }))).toEqual({});
    expect(base64JsonPayload(withBody({ data: base64Of('[1,2]') }))).toEqual({});
    expect(base64JsonPayload(withBody({ data: base64Of('null') }))).toEqual({});
  });
});
