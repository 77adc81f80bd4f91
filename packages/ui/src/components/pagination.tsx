import styled from 'styled-components';
import { useTranslation } from '@officefit/i18n';
import { Button, type ButtonSize } from './button';

const Nav = styled.nav<{ $align: 'start' | 'center' }>`
  display: flex;
  align-items: center;
  justify-content: ${({ $align }) => ($align === 'center' ? 'center' : 'flex-start')};
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ $align, theme }) => ($align === 'center' ? `${theme.space.lg} 0` : '0')};
`;

export interface PaginationProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  size?: ButtonSize;
  /** `center` under a list of cards, `start` under a table. */
  align?: 'start' | 'center';
}

/** Previous / next page with "Page x of y" (e.g. from X-WP-TotalPages); nothing when there is one page. */
export function Pagination({ page, totalPages, onChange, size, align = 'center' }: PaginationProps) {
  const { t } = useTranslation('common');
  if (totalPages <= 1) return null;
  return (
    <Nav aria-label={t('ui.pagination.label')} $align={align}>
      <Button variant="secondary" size={size} disabled={page <= 1} onClick={() => onChange(page - 1)}>
        {t('ui.pagination.previous')}
      </Button>
      <span aria-live="polite">{t('ui.pagination.status', { page, total: totalPages })}</span>
      <Button
        variant="secondary"
        size={size}
        disabled={page >= totalPages}
        onClick={() => onChange(page + 1)}
      >
        {t('ui.pagination.next')}
      </Button>
    </Nav>
  );
}
