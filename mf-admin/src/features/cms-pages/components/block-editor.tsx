import { memo, type Dispatch } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@officefit/i18n';
import { BLOCK_SPECS } from '../model/block-fields';
import type { EditorAction, EditorBlock } from '../model/editor-model';
import type { PageErrors } from '../model/page-errors';
import { BlockItems } from './block-items';
import { FieldInput, fieldId } from './field-input';
import { OrderControls } from './order-controls';

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
  const position = { number: index + 1, type: t(`blocks.${block.type}`) };
  return (
    <Root id={fieldId(`blocks.${index}`)} data-testid={`block-${index}`}>
      <legend>{t('editor.blockLegend', position)}</legend>
      <OrderControls
        labels={{
          up: t('editor.moveUpLabel', position),
          down: t('editor.moveDownLabel', position),
          remove: t('editor.removeLabel', position),
        }}
        first={index === 0}
        last={index === count - 1}
        onMove={(delta) => dispatch({ type: 'moveBlock', key: block.key, delta })}
        onRemove={() => onRemove(block)}
      />
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
        <BlockItems block={block} index={index} list={spec.list} errors={errors} dispatch={dispatch} />
      )}
    </Root>
  );
});
