// Client-side checks of a page before saving, with the backend's rules and its error paths
// (`blocks.2.items.0.title`), so server errors and client errors land on the same fields.
import { BLOCK_SPECS, MAX_BLOCKS, type FieldSpec } from './block-fields';
import type { EditorState } from './editor-model';
import { htmlProblem, isBlockHref, isSitePath, type FieldProblem } from '../../../lib/html-rules';

export type { FieldProblem };

export type PageErrors = Record<string, FieldProblem>;

/** The problem with one value of a field, or null. */
export function fieldProblem(field: FieldSpec, raw: string | boolean | undefined): FieldProblem | null {
  if (field.kind === 'boolean') return null;
  const value = typeof raw === 'string' ? (field.kind === 'html' ? raw : raw.trim()) : '';
  if (!value.trim()) return field.required ? { key: 'editor.errors.required' } : null;
  if (field.max && value.length > field.max)
    return { key: 'editor.errors.tooLong', values: { max: field.max } };
  switch (field.kind) {
    case 'href':
      return isBlockHref(value) ? null : { key: 'editor.errors.href' };
    case 'image':
      return isSitePath(value) ? null : { key: 'editor.errors.image' };
    case 'anchor':
      return /^[a-z0-9][a-z0-9_-]{0,63}$/.test(value) ? null : { key: 'editor.errors.anchor' };
    case 'icon':
      return /^[a-z0-9-]{1,32}$/.test(value) ? null : { key: 'editor.errors.icon' };
    case 'html':
      return htmlProblem(value);
    default:
      return null;
  }
}

/** Every problem of the page, keyed by the backend's field path; empty when it can be saved. */
export function validatePage(state: EditorState): PageErrors {
  const errors: PageErrors = {};
  const title = state.title.trim();
  if (!title) errors.title = { key: 'editor.errors.required' };
  else if (title.length > 200) errors.title = { key: 'editor.errors.tooLong', values: { max: 200 } };
  if (state.description.trim().length > 300) {
    errors.description = { key: 'editor.errors.tooLong', values: { max: 300 } };
  }
  if (state.blocks.length > MAX_BLOCKS)
    errors.blocks = { key: 'editor.errors.tooManyBlocks', values: { max: MAX_BLOCKS } };
  state.blocks.forEach((block, index) => {
    const spec = BLOCK_SPECS[block.type];
    for (const field of spec.fields) {
      const problem = fieldProblem(field, block.values[field.name]);
      if (problem) errors[`blocks.${index}.${field.name}`] = problem;
    }
    if (block.type === 'hero') {
      const label = String(block.values.ctaLabel ?? '').trim();
      const href = String(block.values.ctaHref ?? '').trim();
      if (Boolean(label) !== Boolean(href)) {
        errors[`blocks.${index}.${label ? 'ctaHref' : 'ctaLabel'}`] ??= { key: 'editor.errors.ctaPair' };
      }
    }
    if (spec.list) {
      if (block.items.length === 0)
        errors[`blocks.${index}.${spec.list.name}`] = { key: 'editor.errors.noItems' };
      block.items.forEach((item, itemIndex) => {
        for (const field of spec.list!.fields) {
          const problem = fieldProblem(field, item.values[field.name]);
          if (problem) errors[`blocks.${index}.${spec.list!.name}.${itemIndex}.${field.name}`] = problem;
        }
      });
    }
  });
  return errors;
}

/** Server field errors (`data.params`) as problems on the same paths. */
export function serverErrors(params: Record<string, string>): PageErrors {
  const errors: PageErrors = {};
  for (const [path, message] of Object.entries(params)) {
    errors[path] = { key: 'editor.errors.server', values: { message } };
  }
  return errors;
}
