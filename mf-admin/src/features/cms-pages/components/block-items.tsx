import type { Dispatch } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@officefit/i18n';
import { Button } from '@officefit/ui';
import { MAX_ITEMS, type ListSpec } from '../model/block-fields';
import { editorActions, type EditorAction, type EditorBlock, type EditorItem } from '../model/editor-model';
import type { PageErrors } from '../model/page-errors';
import { FieldInput, fieldId } from './field-input';
import { OrderControls } from './order-controls';

const Item = styled.fieldset`
  min-width: 0;
  margin: 0 0 ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px dashed ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};

  legend {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

const ListError = styled.p`
  color: ${({ theme }) => theme.colors.error};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

interface BlockItemsProps {
  block: EditorBlock;
  index: number;
  list: ListSpec;
  errors: PageErrors;
  dispatch: Dispatch<EditorAction>;
}

/** A block's list (e.g. its cards or team members): the list's error, its entries and adding one. */
export function BlockItems({ block, index, list, errors, dispatch }: BlockItemsProps) {
  const { t } = useTranslation('admin');
  const listPath = `blocks.${index}.${list.name}`;
  const listError = errors[listPath];
  return (
    <div id={fieldId(listPath)} tabIndex={-1}>
      {listError && <ListError role="alert">{listError}</ListError>}
      {block.items.map((item, itemIndex) => (
        <ItemEditor
          key={item.key}
          block={block}
          index={index}
          list={list}
          errors={errors}
          dispatch={dispatch}
          item={item}
          itemIndex={itemIndex}
          path={`${listPath}.${itemIndex}`}
        />
      ))}
      <Button
        variant="secondary"
        size="sm"
        disabled={block.items.length >= MAX_ITEMS}
        onClick={() => dispatch(editorActions.addItem(block.key, block.type))}
      >
        {t('editor.addItem', { block: index + 1 })}
      </Button>
    </div>
  );
}

/** One entry of a block's list: its fields and controls to move or remove it. */
function ItemEditor({
  block,
  index,
  list,
  errors,
  dispatch,
  item,
  itemIndex,
  path,
}: BlockItemsProps & { item: EditorItem; itemIndex: number; path: string }) {
  const { t } = useTranslation('admin');
  const itemPosition = { number: itemIndex + 1, block: index + 1 };
  const target = { key: block.key, itemKey: item.key };
  return (
    <Item>
      <legend>{t('editor.itemLegend', itemPosition)}</legend>
      <OrderControls
        labels={{
          up: t('editor.itemUpLabel', itemPosition),
          down: t('editor.itemDownLabel', itemPosition),
          remove: t('editor.itemRemoveLabel', itemPosition),
        }}
        first={itemIndex === 0}
        last={itemIndex === block.items.length - 1}
        onMove={(delta) => dispatch({ type: 'moveItem', ...target, delta })}
        onRemove={() => dispatch({ type: 'removeItem', ...target })}
      />
      {list.fields.map((field) => (
        <FieldInput
          key={field.name}
          spec={field}
          path={`${path}.${field.name}`}
          value={item.values[field.name]}
          problem={errors[`${path}.${field.name}`]}
          onChange={(value) =>
            dispatch({ type: 'setItemField', ...target, field: field.name, value: String(value) })
          }
        />
      ))}
    </Item>
  );
}
