// The article editor's checks: the request contract (@officefit/domain, the schema the backend validates with) run
// over the body the form would send, so client and server errors land on the same fields. Texts come from the
// shared `validation` namespace; an HTML problem and a misspelt slug keep the editor's detailed wording.
import type { FieldErrors, Resolver } from 'react-hook-form';
import { createCmsPostBodySchema, type HtmlProblem } from '@officefit/domain';
import { i18n, validationMessage, type ValidationIssue } from '@officefit/i18n';
import { htmlFieldProblem } from '../../../lib/html-rules';
import { toPostInput, type ArticleValues } from './article-form';

function message(issue: ValidationIssue): string {
  const problem =
    issue.code === 'custom' && issue.params?.code === 'html_problem' ? issue.params.problem : null;
  if (!problem) return validationMessage(issue);
  const { key, values } = htmlFieldProblem(problem as HtmlProblem);
  return i18n.t(`admin:${key}`, values);
}

/** The form's resolver: each field gets the message of its first issue; the form keeps its own values. */
export const articleResolver: Resolver<ArticleValues> = (values) => {
  const result = createCmsPostBodySchema.safeParse(toPostInput(values), { error: message });
  if (result.success) return { values, errors: {} };
  const errors: FieldErrors<ArticleValues> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0]) as keyof ArticleValues;
    const misspeltSlug = field === 'slug' && issue.code === 'invalid_format' && values.slug !== '';
    const text = misspeltSlug ? i18n.t('admin:articles.errors.slug') : issue.message;
    errors[field] ??= { type: issue.code, message: text };
  }
  return { values: {}, errors };
};
