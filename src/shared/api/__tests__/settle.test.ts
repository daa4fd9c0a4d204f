import { describe, expect, it } from 'vitest';
import { answerBody, bodyOf, settle } from '../settle';

const response = (status: number) => new Response(null, { status });

describe('settle', () => {
  it('gives the status and the body of a success', async () => {
    expect(await settle(async () => ({ data: { success: true, mensaje: 'Listo' }, response: response(200) }))).toEqual({
      status: 200,
      body: { success: true, mensaje: 'Listo' },
    });
  });

  it('gives the body of an error status the same way', async () => {
    expect(await settle(async () => ({ error: { success: false, mensaje: 'No encontrado' }, response: response(404) }))).toEqual({
      status: 404,
      body: { success: false, mensaje: 'No encontrado' },
    });
  });

  it('reads a body that is not a JSON object (a proxy page, nothing) as no body, keeping the status', async () => {
    expect(await settle(async () => ({ error: '<html>Bad gateway</html>', response: response(502) }))).toEqual({ status: 502, body: undefined });
    expect(await settle(async () => ({ data: null, response: response(200) }))).toEqual({ status: 200, body: undefined });
  });

  it('settles a call that got no answer at all without throwing', async () => {
    expect(
      await settle(async () => {
        throw new TypeError('Failed to fetch');
      }),
    ).toEqual({ status: undefined, body: undefined });
    expect(
      await answerBody(() => {
        throw new TypeError('synchronous failure');
      }),
    ).toBeUndefined();
  });

  it('bodyOf prefers data and falls back to error', () => {
    expect(bodyOf({ data: { a: 1 }, error: { b: 2 } })).toEqual({ a: 1 });
    expect(bodyOf({ error: { b: 2 } })).toEqual({ b: 2 });
    expect(bodyOf({})).toBeUndefined();
  });
});
