import { useState, type Dispatch } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@officefit/i18n';
import { BLOCK_TYPES, type BlockType } from '@officefit/cms-blocks';
import { Button, Card, ConfirmDialog, EmptyState, Select } from '@officefit/ui';
import { MAX_BLOCKS } from '../model/block-fields';
import { editorActions, type EditorAction, type EditorBlock } from '../model/editor-model';
import type { PageErrors } from '../model/page-errors';
import { BlockEditor } from './block-editor';

const AddRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};

  & > :first-child {
    flex: 1 1 220px;
  }

  button {
    margin-bottom: ${({ theme }) => theme.space.md};
  }
`;

interface PageBlocksProps {
  blocks: EditorBlock[];
  errors: PageErrors;
  dispatch: Dispatch<EditorAction>;
}

/** The page's blocks, each with its form, removing one after a confirmation, and adding a block of a chosen type. */
export function PageBlocks({ blocks, errors, dispatch }: PageBlocksProps) {
  const { t } = useTranslation('admin');
  const [removing, setRemoving] = useState<EditorBlock | null>(null);
  return (
    <>
      <h2>{t('editor.blocks', { count: blocks.length })}</h2>
      {blocks.length === 0 && <EmptyState>{t('editor.noBlocks')}</EmptyState>}
      {blocks.map((block, index) => (
        <BlockEditor
          key={block.key}
          block={block}
          index={index}
          count={blocks.length}
          errors={errors}
          dispatch={dispatch}
          onRemove={setRemoving}
        />
      ))}
      <AddBlockCard count={blocks.length} dispatch={dispatch} />
      <ConfirmDialog
        open={removing !== null}
        title={t('editor.removeTitle')}
        message={t('editor.removeMessage', {
          type: removing ? t(`blocks.${removing.type}`) : '',
        })}
        confirmLabel={t('editor.remove')}
        onConfirm={() => {
          if (removing) dispatch({ type: 'removeBlock', key: removing.key });
          setRemoving(null);
        }}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}

function AddBlockCard({ count, dispatch }: { count: number; dispatch: Dispatch<EditorAction> }) {
  const { t } = useTranslation('admin');
  const [newType, setNewType] = useState<BlockType>('text');
  return (
    <Card title={t('editor.addBlockTitle')} headingLevel={3}>
      <AddRow>
        <Select
          label={t('editor.blockType')}
          value={newType}
          options={BLOCK_TYPES.map((type) => ({ value: type, label: t(`blocks.${type}`) }))}
          onChange={(value) => setNewType(value as BlockType)}
        />
        <Button
          variant="secondary"
          disabled={count >= MAX_BLOCKS}
          onClick={() => dispatch(editorActions.addBlock(newType))}
        >
          {t('editor.addBlock')}
        </Button>
      </AddRow>
    </Card>
  );
}
