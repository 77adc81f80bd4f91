// `fresh` (jshttp; what Express's req.fresh uses) ships no types.
declare module 'fresh' {
  /** True when the request's conditional headers say the client holds the response described by `resHeaders`. */
  export default function fresh(
    reqHeaders: Record<string, string | string[] | undefined>,
    resHeaders: Record<string, string | number | string[] | undefined>,
  ): boolean;
}
