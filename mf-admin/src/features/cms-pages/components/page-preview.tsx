import { useMemo } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@officefit/i18n';
import { BlockRenderer } from '@officefit/cms-blocks';
import type { CmsPicture } from '@officefit/domain';
import { EmptyState } from '@officefit/ui';
import { previewHtml } from '../../../lib/html-preview';
import { useGetCmsPicturesQuery } from '../api/cms-pages';
import type { PageLang } from '../api/types';
import { toPageContent, withPreviewPictures, type EditorState } from '../model/editor-model';

const NO_PICTURES: CmsPicture[] = [];

export const Column = styled.div`
  min-width: 0;
`;

/** The preview's column reaches down to the form's end, so the preview inside can stay in view (sticky). */
const PreviewColumn = styled(Column)`
  ${({ theme }) => theme.media.desktop} {
    align-self: stretch;
  }
`;

/**
 * Wide screens: the preview stays in view below the page's sticky header (`--editor-top`, measured) and above the
 * action bar, and scrolls on its own when it is taller.
 */
const Sticky = styled.section`
  ${({ theme }) => theme.media.desktop} {
    position: sticky;
    top: calc(var(--editor-top, 5rem) + ${({ theme }) => theme.space.md});
    max-height: calc(100vh - var(--editor-top, 5rem) - 7rem);
    overflow-y: auto;
  }
`;

const Preview = styled.div`
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.background};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
`;

const PreviewTitle = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The live preview, drawn by the same block components as the public page. */
export function PagePreview({ state, lang, path }: { state: EditorState; lang: PageLang; path: string }) {
  const { t } = useTranslation('admin');
  const { data: pictures = NO_PICTURES } = useGetCmsPicturesQuery();
  const previewBlocks = useMemo(
    () => withPreviewPictures(toPageContent(state).blocks, pictures, lang),
    [state, pictures, lang],
  );
  return (
    <PreviewColumn>
      {/* focusable: on wide screens the preview scrolls on its own, also by keyboard */}
      <Sticky aria-labelledby="cms-preview-heading" tabIndex={0} data-testid="cms-preview">
        <h2 id="cms-preview-heading">{t('editor.preview')}</h2>
        <Preview lang={lang}>
          <PreviewTitle>{t('editor.previewNote', { path })}</PreviewTitle>
          {previewBlocks.length === 0 ? (
            <EmptyState>{t('editor.noBlocks')}</EmptyState>
          ) : (
            <BlockRenderer blocks={previewBlocks} baseLevel={2} preview sanitizeHtml={previewHtml} />
          )}
        </Preview>
      </Sticky>
    </PreviewColumn>
  );
}
