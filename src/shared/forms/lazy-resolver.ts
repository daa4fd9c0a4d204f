import type { FieldValues, Resolver } from 'react-hook-form';

/** A form resolver whose code loads on demand, with a way to start loading it early. */
export type LazyResolver<TFieldValues extends FieldValues, TContext = unknown, TTransformedValues = TFieldValues> = Resolver<
  TFieldValues,
  TContext,
  TTransformedValues
> & {
  /** Starts loading the resolver (e.g. when the visitor first focuses the form). */
  preload: () => void;
};

/**
 * A resolver that loads the real one (a schema, zod and `zodResolver`) the first time the form
 * validates or `preload` is called, so a form route does not load its validation code before the
 * first interaction (the 135 KB budget). A failed load is retried the next time.
 *
 * ```ts
 * const resolver = lazyResolver(async () => (await import('../form-resolvers')).imeiFormResolver);
 * ```
 */
export function lazyResolver<TFieldValues extends FieldValues, TContext = unknown, TTransformedValues = TFieldValues>(
  load: () => Promise<Resolver<TFieldValues, TContext, TTransformedValues>>,
): LazyResolver<TFieldValues, TContext, TTransformedValues> {
  let loading: Promise<Resolver<TFieldValues, TContext, TTransformedValues>> | undefined;
  const loaded = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const resolver: Resolver<TFieldValues, TContext, TTransformedValues> = async (values, context, options) => (await loaded())(values, context, options);
  return Object.assign(resolver, {
    preload: () => {
      // A failed preload is retried by the first validation.
      loaded().catch(() => undefined);
    },
  });
}
