import { memo, type Dispatch } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@officefit/i18n';
import { Button } from '@officefit/ui';
import { BLOCK_SPECS, MAX_ITEMS } from '../model/block-fields';
import { editorActions, type EditorAction, type EditorBlock } from '../model/editor-model';
import type { PageErrors } from '../model/page-errors';
import { FieldInput, fieldId } from './field-input';

const Root = styled.fieldset`
  min-width: 0;
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};

  legend {
    padding: 0 ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

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

/**
 * The form of one block: its fields, its entries (add, remove, reorder) and controls to move or remove it.
 * Memoised: typing in one block re-renders only that block (and the preview).
 */
export const BlockEditor = memo(function BlockEditor({
  block,
  index,
  count,
  errors,
  dispatch,
  onRemove,
}: {
  block: EditorBlock;
  index: number;
  count: number;
  errors: PageErrors;
  dispatch: Dispatch<EditorAction>;
  onRemove: (block: EditorBlock) => void;
}) {
  const { t } = useTranslation('admin');
  const spec = BLOCK_SPECS[block.type];
  const typeName = t(`blocks.${block.type}`);
  const position = { number: index + 1, type: typeName };
  const listPath = spec.list ? `blocks.${index}.${spec.list.name}` : '';
  const listError = spec.list ? errors[listPath] : undefined;
  return (
    <Root id={fieldId(`blocks.${index}`)} data-testid={`block-${index}`}>
      <legend>{t('editor.blockLegend', position)}</legend>
      <Controls>
        <Button
          variant="text"
          size="sm"
          disabled={index === 0}
          aria-label={t('editor.moveUpLabel', position)}
          onClick={() => dispatch({ type: 'moveBlock', key: block.key, delta: -1 })}
        >
          {t('editor.moveUp')}
        </Button>
        <Button
          variant="text"
          size="sm"
          disabled={index === count - 1}
          aria-label={t('editor.moveDownLabel', position)}
          onClick={() => dispatch({ type: 'moveBlock', key: block.key, delta: 1 })}
        >
          {t('editor.moveDown')}
        </Button>
        <Button
          variant="text"
          size="sm"
          aria-label={t('editor.removeLabel', position)}
          onClick={() => onRemove(block)}
        >
          {t('editor.remove')}
        </Button>
      </Controls>
      {spec.fields.map((field) => (
        <FieldInput
          key={field.name}
          spec={field}
          path={`blocks.${index}.${field.name}`}
          value={block.values[field.name]}
          problem={errors[`blocks.${index}.${field.name}`]}
          onChange={(value) => dispatch({ type: 'setField', key: block.key, field: field.name, value })}
        />
      ))}
      {spec.list && (
        <div id={fieldId(listPath)} tabIndex={-1}>
          {listError && <ListError role="alert">{listError}</ListError>}
          {block.items.map((item, itemIndex) => {
            const itemPosition = { number: itemIndex + 1, block: index + 1 };
            return (
              <Item key={item.key}>
                <legend>{t('editor.itemLegend', itemPosition)}</legend>
                <Controls>
                  <Button
                    variant="text"
                    size="sm"
                    disabled={itemIndex === 0}
                    aria-label={t('editor.itemUpLabel', itemPosition)}
                    onClick={() =>
                      dispatch({ type: 'moveItem', key: block.key, itemKey: item.key, delta: -1 })
                    }
                  >
                    {t('editor.moveUp')}
                  </Button>
                  <Button
                    variant="text"
                    size="sm"
                    disabled={itemIndex === block.items.length - 1}
                    aria-label={t('editor.itemDownLabel', itemPosition)}
                    onClick={() =>
                      dispatch({ type: 'moveItem', key: block.key, itemKey: item.key, delta: 1 })
                    }
                  >
                    {t('editor.moveDown')}
                  </Button>
                  <Button
                    variant="text"
                    size="sm"
                    aria-label={t('editor.itemRemoveLabel', itemPosition)}
                    onClick={() => dispatch({ type: 'removeItem', key: block.key, itemKey: item.key })}
                  >
                    {t('editor.remove')}
                  </Button>
                </Controls>
                {spec.list!.fields.map((field) => {
                  const path = `${listPath}.${itemIndex}.${field.name}`;
                  return (
                    <FieldInput
                      key={field.name}
                      spec={field}
                      path={path}
                      value={item.values[field.name]}
                      problem={errors[path]}
                      onChange={(value) =>
                        dispatch({
                          type: 'setItemField',
                          key: block.key,
                          itemKey: item.key,
                          field: field.name,
                          value: String(value),
                        })
                      }
                    />
                  );
                })}
              </Item>
            );
          })}
          <Button
            variant="secondary"
            size="sm"
            disabled={block.items.length >= MAX_ITEMS}
            onClick={() => dispatch(editorActions.addItem(block.key, block.type))}
          >
            {t('editor.addItem', { block: index + 1 })}
          </Button>
        </div>
      )}
    </Root>
  );
});
