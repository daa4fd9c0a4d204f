import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerBody, settle } from '../settle';

const response = (status: number, headers: Record<string, string> = {}) => new Response(null, { status, headers });

describe('settle', () => {
  afterEach(() => vi.useRealTimers());

  it('gives the status, the headers and the body of a success, which is also its okBody', async () => {
    const settled = await settle(async () => ({ data: { success: true, mensaje: 'Listo' }, response: response(200, { 'retry-after': '30' }) }));
    expect(settled).toMatchObject({ status: 200, ok: true, body: { success: true, mensaje: 'Listo' }, okBody: { success: true, mensaje: 'Listo' } });
    expect(settled.headers?.get('retry-after')).toBe('30');
  });

  it('gives the body of an error status the same way, but no okBody', async () => {
    const settled = await settle(async () => ({ error: { success: false, mensaje: 'No encontrado' }, response: response(404, { 'x-lock': '1' }) }));
    expect(settled).toMatchObject({ status: 404, ok: false, body: { success: false, mensaje: 'No encontrado' }, okBody: undefined });
    expect(settled.headers?.get('x-lock')).toBe('1');
  });

  it('prefers the success body when both are present', async () => {
    expect((await settle(async () => ({ data: { a: 1 }, error: { b: 2 }, response: response(200) }))).body).toEqual({ a: 1 });
  });

  it('reads a body that is not a JSON object (a proxy page, nothing) as no body, keeping the status', async () => {
    expect(await settle(async () => ({ error: '<html>Bad gateway</html>', response: response(502) }))).toMatchObject({
      status: 502,
      ok: false,
      body: undefined,
    });
    expect(await settle(async () => ({ data: null, response: response(200) }))).toMatchObject({ status: 200, ok: true, body: undefined, okBody: undefined });
  });

  it('keeps a 2xx answer with no body as ok', async () => {
    expect(await settle(async () => ({ response: response(204) }))).toMatchObject({ status: 204, ok: true, body: undefined, okBody: undefined });
  });

  it('settles a call that got no answer at all without throwing', async () => {
    const noAnswer = { status: undefined, ok: false, headers: undefined, body: undefined, okBody: undefined };
    expect(
      await settle(async () => {
        throw new TypeError('Failed to fetch');
      }),
    ).toEqual(noAnswer);
    expect(
      await answerBody(() => {
        throw new TypeError('synchronous failure');
      }),
    ).toBeUndefined();
  });

  it('reads an answer slower than the time limit as no answer, and one within it as usual', async () => {
    vi.useFakeTimers();
    const late = settle(() => new Promise<never>(() => {}), { timeoutMs: 1000 });
    await vi.advanceTimersByTimeAsync(1000);
    expect(await late).toMatchObject({ status: undefined, body: undefined });
    const inTime = settle(async () => ({ data: { a: 1 }, response: response(200) }), { timeoutMs: 1000 });
    expect(await inTime).toMatchObject({ status: 200, okBody: { a: 1 } });
    expect(vi.getTimerCount()).toBe(0);
  });
});
