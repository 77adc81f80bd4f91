// A service split by use case (issue 35): every use case is a function of the module's shared deps first, then
// its own arguments; the service factory hands the deps over once and returns the use cases as its methods.

/** A use case: the shared deps first, then what the caller passes. */
type UseCase<D> = (deps: D, ...args: never[]) => unknown;

/** The use cases with their deps already given, as the service's methods. */
export type BoundUseCases<D, T extends Record<string, UseCase<D>>> = {
  [K in keyof T]: T[K] extends (deps: D, ...args: infer A) => infer R ? (...args: A) => R : never;
};

/** Binds each use case to `deps`: `{ extend }` becomes `{ extend: (...args) => extend(deps, ...args) }`. */
export function bindUseCases<D, T extends Record<string, UseCase<D>>>(
  deps: D,
  useCases: T,
): BoundUseCases<D, T> {
  const bound = Object.entries(useCases).map(([name, run]) => [
    name,
    (...args: never[]) => run(deps, ...args),
  ]);
  return Object.fromEntries(bound) as BoundUseCases<D, T>;
}
