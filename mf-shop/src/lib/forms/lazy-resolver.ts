// A form's resolver whose schema (and zod/mini with it: ≈ 20 kB gzip with the contract and @hookform/resolvers) is
// downloaded on demand: when the form is first focused (`preload`) or at the latest when it is first validated.
// The account screens render their fields without it, so zod is no part of their first load (issue 16:
// first-load JavaScript ≤ 250 kB gzip). react-hook-form awaits a resolver anyway.
import type { FieldValues, Resolver } from 'react-hook-form';
import type * as core from 'zod/v4/core';

export interface LazyResolver<TValues extends FieldValues, TOutput> {
  resolver: Resolver<TValues, unknown, TOutput>;
  /** Starts the download (e.g. on the form's first focus), so the first validation does not wait. */
  preload: () => void;
}

/** The translated resolver (./resolver.ts) of the schema `load` resolves to, loaded once. */
export function lazyFormResolver<TValues extends FieldValues, TOutput>(
  load: () => Promise<core.$ZodType<TOutput>>,
): LazyResolver<TValues, TOutput> {
  let pending: Promise<Resolver<TValues, unknown, TOutput>> | undefined;
  const get = () => {
    if (!pending) {
      pending = Promise.all([import('./resolver'), load()]).then(([{ formResolver }, schema]) =>
        formResolver<TValues, TOutput>(schema),
      );
      // a failed download (offline) is tried again by the next validation
      pending.catch(() => {
        pending = undefined;
      });
    }
    return pending;
  };
  return {
    resolver: (values, context, options) => get().then((resolve) => resolve(values, context, options)),
    preload: () => void get().catch(() => undefined),
  };
}
