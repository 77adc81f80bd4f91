// The page editor's state and its reducer. Blocks are kept as form values (strings, booleans and keyed entry
// lists) so every input is controlled; `toPageContent` turns them back into the wire blocks (empty optional
// fields left out, as the backend requires) and `fromPageContent` does the reverse.
import { nanoid } from '@reduxjs/toolkit';
import type { Block, BlockType } from '@officefit/cms-blocks';
import { isKnownBlock } from '@officefit/cms-blocks';
import { BLOCK_SPECS, MAX_BLOCKS, MAX_ITEMS } from './block-fields';
import type { CmsPicture } from '@officefit/domain';
import type { PageContent } from '../api/types';

export type FieldValue = string | boolean;

export interface EditorItem {
  key: string;
  values: Record<string, string>;
}

export interface EditorBlock {
  key: string;
  type: BlockType;
  values: Record<string, FieldValue>;
  items: EditorItem[];
}

export interface EditorState {
  title: string;
  description: string;
  blocks: EditorBlock[];
  /** Changed since the last load or save. */
  dirty: boolean;
}

export const EMPTY_EDITOR: EditorState = { title: '', description: '', blocks: [], dirty: false };

export type EditorAction =
  | { type: 'load'; state: EditorState }
  | { type: 'setTitle'; value: string }
  | { type: 'setDescription'; value: string }
  | { type: 'addBlock'; block: EditorBlock }
  | { type: 'removeBlock'; key: string }
  | { type: 'moveBlock'; key: string; delta: -1 | 1 }
  | { type: 'setField'; key: string; field: string; value: FieldValue }
  | { type: 'addItem'; key: string; item: EditorItem }
  | { type: 'removeItem'; key: string; itemKey: string }
  | { type: 'moveItem'; key: string; itemKey: string; delta: -1 | 1 }
  | { type: 'setItemField'; key: string; itemKey: string; field: string; value: string }
  | { type: 'saved' };

function move<T>(list: readonly T[], index: number, delta: -1 | 1): T[] {
  const target = index + delta;
  if (index < 0 || target < 0 || target >= list.length) return [...list];
  const next = [...list];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

function updateBlock(
  state: EditorState,
  key: string,
  change: (block: EditorBlock) => EditorBlock,
): EditorState {
  return { ...state, dirty: true, blocks: state.blocks.map((b) => (b.key === key ? change(b) : b)) };
}

/** The page editor's reducer (pure; keys are made by the action creators below). */
export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'load':
      return action.state;
    case 'setTitle':
      return { ...state, dirty: true, title: action.value };
    case 'setDescription':
      return { ...state, dirty: true, description: action.value };
    case 'addBlock':
      if (state.blocks.length >= MAX_BLOCKS) return state;
      return { ...state, dirty: true, blocks: [...state.blocks, action.block] };
    case 'removeBlock':
      return { ...state, dirty: true, blocks: state.blocks.filter((b) => b.key !== action.key) };
    case 'moveBlock': {
      const index = state.blocks.findIndex((b) => b.key === action.key);
      return { ...state, dirty: true, blocks: move(state.blocks, index, action.delta) };
    }
    case 'setField':
      return updateBlock(state, action.key, (b) => ({
        ...b,
        values: { ...b.values, [action.field]: action.value },
      }));
    case 'addItem':
      return updateBlock(state, action.key, (b) =>
        b.items.length >= MAX_ITEMS ? b : { ...b, items: [...b.items, action.item] },
      );
    case 'removeItem':
      return updateBlock(state, action.key, (b) => ({
        ...b,
        items: b.items.filter((i) => i.key !== action.itemKey),
      }));
    case 'moveItem':
      return updateBlock(state, action.key, (b) => ({
        ...b,
        items: move(
          b.items,
          b.items.findIndex((i) => i.key === action.itemKey),
          action.delta,
        ),
      }));
    case 'setItemField':
      return updateBlock(state, action.key, (b) => ({
        ...b,
        items: b.items.map((i) =>
          i.key === action.itemKey ? { ...i, values: { ...i.values, [action.field]: action.value } } : i,
        ),
      }));
    case 'saved':
      return { ...state, dirty: false };
  }
}

/** An entry with every field of the list empty. */
export function blankItem(type: BlockType): EditorItem {
  const values: Record<string, string> = {};
  for (const field of BLOCK_SPECS[type].list?.fields ?? []) values[field.name] = '';
  return { key: nanoid(), values };
}

/** A new block of `type` with empty fields (and one empty entry when it has a list). */
export function blankBlock(type: BlockType): EditorBlock {
  const spec = BLOCK_SPECS[type];
  const values: Record<string, FieldValue> = {};
  for (const field of spec.fields)
    values[field.name] = field.kind === 'boolean' ? type === 'contact_form' : '';
  return { key: nanoid(), type, values, items: spec.list ? [blankItem(type)] : [] };
}

function toText(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** A block's picture as the form keeps it: its id as text, '' for none. */
function pictureId(value: unknown): string {
  const id = (value as { id?: unknown } | undefined)?.id;
  return typeof id === 'number' ? String(id) : '';
}

/** Editor state from saved content; blocks of unknown type are dropped. */
export function fromPageContent(content: PageContent | null): EditorState {
  if (!content) return EMPTY_EDITOR;
  const blocks = content.blocks.filter(isKnownBlock).map((block): EditorBlock => {
    const spec = BLOCK_SPECS[block.type];
    const raw = block as unknown as Record<string, unknown>;
    const values: Record<string, FieldValue> = {};
    for (const field of spec.fields) {
      if (field.kind === 'boolean') values[field.name] = raw[field.name] === true;
      else if (field.kind === 'picture') values[field.name] = pictureId(raw[field.name]);
      else values[field.name] = toText(raw[field.name]);
    }
    const list = spec.list ? raw[spec.list.name] : undefined;
    const items = (Array.isArray(list) ? list : []).map((entry: Record<string, unknown>) => {
      const itemValues: Record<string, string> = {};
      for (const field of spec.list?.fields ?? []) itemValues[field.name] = toText(entry?.[field.name]);
      return { key: nanoid(), values: itemValues };
    });
    return { key: nanoid(), type: block.type, values, items };
  });
  return { title: content.title, description: content.description, blocks, dirty: false };
}

/** One block as the backend takes it: trimmed text, empty optional fields left out. */
export function toBlock(block: EditorBlock): Block {
  const spec = BLOCK_SPECS[block.type];
  const out: Record<string, unknown> = { type: block.type };
  for (const field of spec.fields) {
    const value = block.values[field.name];
    if (field.kind === 'boolean') out[field.name] = value === true;
    // only the id: the server fills in the files and the alt text
    else if (field.kind === 'picture') {
      if (typeof value === 'string' && value) out[field.name] = { id: Number(value) };
    } else if (typeof value === 'string' && (value.trim() || field.required)) {
      out[field.name] = field.kind === 'html' ? value : value.trim();
    }
  }
  if (spec.list) {
    out[spec.list.name] = block.items.map((item) => {
      const entry: Record<string, string> = {};
      for (const field of spec.list!.fields) {
        const value = item.values[field.name] ?? '';
        if (value.trim() || field.required) entry[field.name] = value.trim();
      }
      return entry;
    });
  }
  return out as unknown as Block;
}

/**
 * The blocks for the editor's preview: a hero's picture (only its id in the form) drawn from the picture list's
 * thumbnail, as the server fills in the real files on save.
 */
export function withPreviewPictures(
  blocks: Block[],
  pictures: readonly CmsPicture[],
  lang: 'de' | 'en',
): Block[] {
  return blocks.map((block) => {
    if (block.type !== 'hero' || !block.picture) return block;
    const picture = pictures.find((p) => p.id === block.picture!.id);
    if (!picture) return block;
    const { width, height, thumbnail: src } = picture;
    return { ...block, picture: { id: picture.id, width, height, src, alt: picture.alt[lang] } };
  });
}

/** The content to save. */
export function toPageContent(state: EditorState): PageContent {
  return {
    title: state.title.trim(),
    description: state.description.trim(),
    blocks: state.blocks.map(toBlock),
  };
}

/** Action creators that make the keys, so the reducer stays pure. */
export const editorActions = {
  load: (content: PageContent | null): EditorAction => ({ type: 'load', state: fromPageContent(content) }),
  addBlock: (type: BlockType): EditorAction => ({ type: 'addBlock', block: blankBlock(type) }),
  addItem: (key: string, type: BlockType): EditorAction => ({ type: 'addItem', key, item: blankItem(type) }),
};
