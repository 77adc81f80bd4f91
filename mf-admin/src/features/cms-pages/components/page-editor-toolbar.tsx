import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from '@officefit/i18n';
import { Button, ConfirmDialog } from '@officefit/ui';
import { Badge } from '../../../lib/components/state-badge';
import { PAGE_LANGS, type CmsVersion, type PageLang } from '../api/types';
import type { PageActions } from './use-page-actions';
import { VersionStateBadge } from './version-state';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const LangSwitch = styled.div`
  display: inline-flex;
  border: 1px solid ${({ theme }) => theme.colors.primaryText};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;

  button {
    min-height: ${({ theme }) => theme.touchTarget};
    padding: 0 ${({ theme }) => theme.space.md};
    border: 0;
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primaryText};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    cursor: pointer;
  }

  button[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primaryText};
    color: ${({ theme }) => theme.colors.surface};
  }
`;

interface LanguageProps {
  lang: PageLang;
  dirty: boolean;
  onLangChange: (lang: PageLang) => void;
}

/** The editor's top row: language switch, the version's state, unpublishing it and the unsaved-changes badge. */
export function PageEditorToolbar({
  version,
  actions,
  ...language
}: LanguageProps & { version: CmsVersion; actions: PageActions }) {
  const { t } = useTranslation('admin');
  return (
    <Toolbar>
      <LanguageSwitch {...language} />
      <span>
        {t('editor.stateLabel')} <VersionStateBadge state={version.state} />
      </span>
      {/* next to the state it changes; the sticky bar keeps the two actions of every visit */}
      {version.published && (
        <Button
          variant="text"
          loading={actions.unpublishing}
          disabled={actions.busy}
          onClick={() => void actions.onUnpublish()}
        >
          {t('editor.unpublish')}
        </Button>
      )}
      {language.dirty && <Badge $tone="warning">{t('editor.unsaved')}</Badge>}
    </Toolbar>
  );
}

/** One button per language; with unsaved changes, switching asks first. */
function LanguageSwitch({ lang, dirty, onLangChange }: LanguageProps) {
  const { t } = useTranslation('admin');
  const [switchTo, setSwitchTo] = useState<PageLang | null>(null);
  const chooseLang = (next: PageLang) => {
    if (next === lang) return;
    if (dirty) setSwitchTo(next);
    else onLangChange(next);
  };
  return (
    <>
      <LangSwitch role="group" aria-label={t('editor.language')}>
        {PAGE_LANGS.map((code) => (
          <button key={code} type="button" aria-pressed={code === lang} onClick={() => chooseLang(code)}>
            {t(`lang.${code}`)}
          </button>
        ))}
      </LangSwitch>
      <ConfirmDialog
        open={switchTo !== null}
        title={t('editor.switchTitle')}
        message={t('editor.switchMessage')}
        confirmLabel={t('editor.switchConfirm')}
        onConfirm={() => {
          if (switchTo) onLangChange(switchTo);
          setSwitchTo(null);
        }}
        onCancel={() => setSwitchTo(null)}
      />
    </>
  );
}
