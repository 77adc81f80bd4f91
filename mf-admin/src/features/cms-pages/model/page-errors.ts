// The page's errors before saving: the request contract's schema of the page content (@officefit/domain, the
// one the backend validates with) run over what would be sent, keyed by the backend's field paths
// (`blocks.2.items.0.title`), so client and server errors land on the same fields. Texts come from the shared
// `validation` namespace; an HTML problem keeps the editor's detailed wording.
import { pageContentBodySchema, type HtmlProblem } from '@officefit/domain';
import { i18n, validationMessage, type ValidationIssue } from '@officefit/i18n';
import { htmlFieldProblem } from '../../../lib/html-rules';
import { toPageContent, type EditorState } from './editor-model';

/** Translated messages by field path; empty when the page can be saved. */
export type PageErrors = Record<string, string>;

function message(issue: ValidationIssue): string {
  const problem =
    issue.code === 'custom' && issue.params?.code === 'html_problem' ? issue.params.problem : null;
  if (!problem) return validationMessage(issue);
  const { key, values } = htmlFieldProblem(problem as HtmlProblem);
  return i18n.t(`admin:${key}`, values);
}

/** Every problem of the page the server would refuse, by field path. */
export function pageErrors(state: EditorState): PageErrors {
  const result = pageContentBodySchema.safeParse(toPageContent(state), { error: message });
  const errors: PageErrors = {};
  for (const issue of result.error?.issues ?? []) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

/** Server field errors (`data.params`) on the same paths, with the server's message. */
export function serverErrors(params: Record<string, string>): PageErrors {
  const errors: PageErrors = {};
  for (const [path, text] of Object.entries(params))
    errors[path] = i18n.t('admin:editor.errors.server', { message: text });
  return errors;
}
