// The request contract: the zod schemas of what the apps send to /wp-json (bodies and queries as they travel on
// the wire), shared by the backend's validate() and the apps' forms (react-hook-form + zodResolver).
//
// Convention (read this before adding an area):
// - One file per area (`challenges.ts`, `contact.ts`, `anamnesis.ts`, …), re-exported below. Generic field
//   builders (ids, whole numbers sent as numbers or numeric strings, dates, flags) live in `fields.ts`.
// - Names: `fooBodySchema` (a request body), `fooQuerySchema` (a query string), `fooFieldsSchema` (a part of a
//   form that is validated on its own, e.g. one step of a wizard). Types next to them: `FooBodyInput =
//   z.input<typeof fooBodySchema>` (what a form or client sends) and `FooBody = z.output<…>` (what the server
//   reads after parsing). Objects are `z.strictObject` (unknown keys are rejected, as WordPress does).
// - Limits are named constants in SCREAMING_CASE beside the schema (`CHALLENGE_GOAL_MAX = 500`,
//   `TEAM_NAME_MAX = 60`) and used by the schema, the backend's messages and the form's inputs (maxLength, min).
// - No English (or any) message texts in these schemas: an issue carries zod's own code (`too_small`,
//   `too_big`, `invalid_type`, `invalid_format`, `invalid_value`, …) with its `minimum`/`maximum`, so both sides
//   can phrase it. A rule zod has no check for is a refinement whose issue names its error with a snake_case
//   code in `params.code`: `.refine(fn, { params: { code: 'values_repeat' } })` or, in a superRefine,
//   `ctx.addIssue({ code: 'custom', path: ['message'], params: { code: 'message_required' } })`. A field that
//   must be filled is `.min(1)` on a string (after `.trim()`), or `z.literal(true)` for a consent box.
// - Codes become texts in one place each:
//   * the apps: `validationMessage(issue)` of `@officefit/i18n` (namespace `validation`, de + en) turns an issue
//     into the translated message; forms get it with `zodResolver(schema, { error: validationErrorMap })`
//     (react-hook-form; `validationErrorMap` of `@officefit/i18n`). A new custom code needs a key
//     `codes.<code>` in `packages/i18n/src/locales/validation.{de,en}.json` (its params are interpolated; a
//     test checks that every custom code of the contract has both texts).
//   * the backend: `wireMessages(schema, { field: 'text' | { code: 'text' } })` in the module's `schemas.ts`
//     attaches the English WordPress-style messages of the wire (`data.params`) to the shared schema;
//     `backend/src/shared/validate.ts` uses them.
// - Server-only parts stay in the backend's `schemas.ts`: path params, coercions of query strings that only the
//   server reads, lookups in the database, and rules whose answer is another error code than
//   rest_invalid_param (the service checks those).
// - The wire's JSON responses are types in `../wire/*`, not here.
// - Bundles: a contract file builds its schemas when it loads, which pulls in zod (≈ 24 kB gzip of the classic
//   API, bundled and tree-shaken into each remote that has forms, not a Module Federation shared module: see
//   packages/webpack-config/shared.js). So import these files only from form and validation modules, and keep
//   value lists and pure rules that screens read without a form in `../values.ts` or `../html.ts` (e.g.
//   HABIT_TYPES, isBlockHref), never in a contract file.

export * from './fields';
export * from './challenges';
export * from './contact';
export * from './anamnesis';
export * from './cms-pages';
export * from './cms-posts';
export * from './habits';
export * from './steps';
export * from './me';
export * from './auth';
export * from './accounts';
export * from './phone';
export * from './shop';
export * from './profile';
export * from './reminders';
export * from './stream';
export * from './companies';
export * from './vouchers';
export * from './catalogue';
export * from './progress';
