import { useEffect, useId } from 'react';
import {
  LANGUAGES,
  setLanguage,
  toLanguage,
  useLanguage,
  useTranslation,
  type Language,
} from '@officefit/i18n';
import { invalidateEveryTag, useAppDispatch, useSignedInMeQuery, useUpdateMeMutation } from '@officefit/api';
import styled from 'styled-components';

const Select = styled.select`
  font: inherit;
  padding: 0.25rem 0.5rem;
  border-radius: 6px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;

/**
 * Language choice, kept in this browser (local storage and cookie: the one source, see DECISIONS "One language
 * rule"). For a logged-in user the account (me.lang) follows it, because me.lang names what the server writes
 * (a challenge's exercise, habit names, mails): a German screen never shows server texts in English.
 */
export function LanguageSwitch() {
  const { t } = useTranslation('common');
  const id = useId();
  const dispatch = useAppDispatch();
  const { data: me } = useSignedInMeQuery();
  const [updateMe] = useUpdateMeMutation();
  // the language of the texts around it (the prerender's instance on a landing page), never a second source
  const language = useLanguage();

  const accountLang = me ? toLanguage(me.lang) : null;
  useEffect(() => {
    if (accountLang === null || accountLang === language) return;
    updateMe({ lang: language })
      .unwrap()
      // what the server named in the other language (challenges, habits …) is loaded again
      .then(() => dispatch(invalidateEveryTag()))
      .catch(() => undefined);
  }, [accountLang, language, updateMe, dispatch]);

  // the effect above then saves the choice to the account
  const change = (lang: Language) => setLanguage(lang);
  return (
    <span>
      <label htmlFor={id} className="visually-hidden">
        {t('language.label')}
      </label>
      <Select id={id} value={language} onChange={(e) => void change(e.target.value as Language)}>
        {LANGUAGES.map((lang) => (
          <option key={lang} value={lang}>
            {t(`language.${lang}`)}
          </option>
        ))}
      </Select>
    </span>
  );
}
