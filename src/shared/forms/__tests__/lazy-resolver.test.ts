import type { Resolver, ResolverOptions, ResolverResult } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { lazyResolver } from '../lazy-resolver';

type Form = { code: string };

const options: ResolverOptions<Form> = { fields: {}, shouldUseNativeValidation: undefined };
const realResolver: Resolver<Form> = (values): ResolverResult<Form> => {
  if (values.code) return { values, errors: {} };
  return { values: {}, errors: { code: { type: 'required', message: 'Obligatorio' } } };
};

describe('lazyResolver', () => {
  it('loads nothing until the form first validates, then loads once', async () => {
    const load = vi.fn(async () => realResolver);
    const resolver = lazyResolver(load);
    expect(load).not.toHaveBeenCalled();

    await expect(resolver({ code: '' }, undefined, options)).resolves.toMatchObject({ errors: { code: { message: 'Obligatorio' } } });
    await expect(resolver({ code: '1234' }, undefined, options)).resolves.toEqual({ values: { code: '1234' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts loading on preload, and validation reuses that load', async () => {
    const load = vi.fn(async () => realResolver);
    const resolver = lazyResolver(load);
    resolver.preload();
    resolver.preload();
    expect(load).toHaveBeenCalledTimes(1);
    await resolver({ code: '1' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load (e.g. offline for a moment)', async () => {
    const load = vi.fn<() => Promise<Resolver<Form>>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(realResolver);
    const resolver = lazyResolver(load);
    resolver.preload();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));

    await expect(resolver({ code: '1' }, undefined, options)).resolves.toEqual({ values: { code: '1' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
