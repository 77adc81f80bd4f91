import { useId } from 'react';
import { currentLanguage, LANGUAGES, setLanguage, useTranslation, type Language } from '@officefit/i18n';
import { selectLoggedIn, useAppSelector, useUpdateMeMutation } from '@officefit/api';
import styled from 'styled-components';

const Select = styled.select`
  font: inherit;
  padding: 0.25rem 0.5rem;
  border-radius: 6px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
`;

/** Language choice; kept in local storage and, for a logged-in user, in their account (me.lang). */
export function LanguageSwitch() {
  const { t } = useTranslation('common');
  const id = useId();
  const loggedIn = useAppSelector(selectLoggedIn);
  const [updateMe] = useUpdateMeMutation();
  const change = async (lang: Language) => {
    await setLanguage(lang);
    if (loggedIn) void updateMe({ lang });
  };
  return (
    <span>
      <label htmlFor={id} className="visually-hidden">
        {t('language.label')}
      </label>
      <Select id={id} value={currentLanguage()} onChange={(e) => void change(e.target.value as Language)}>
        {LANGUAGES.map((lang) => (
          <option key={lang} value={lang}>
            {t(`language.${lang}`)}
          </option>
        ))}
      </Select>
    </span>
  );
}
