import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useTranslation } from '@officefit/i18n';

const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  font-weight: 700;
  font-size: 1.25rem;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
`;

/** The officefit word mark, linking to `to`. */
export function Logo({ to }: { to: string }) {
  const { t } = useTranslation('shell');
  return (
    <Brand to={to} aria-label={t('nav.logoLabel')}>
      <svg width="32" height="32" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" fill="#52C2D1" />
        <circle cx="32" cy="18" r="7" fill="#0B3B42" />
        <path
          d="M18 50l8-18 6 6 6-6 8 18"
          fill="none"
          stroke="#0B3B42"
          strokeWidth="5"
          strokeLinecap="round"
        />
      </svg>
      <span>{t('common:app.name')}</span>
    </Brand>
  );
}
