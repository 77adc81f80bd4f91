import styled from 'styled-components';
import { useTranslation } from '@officefit/i18n';
import { Button } from '@officefit/ui';

const Nav = styled.nav`
  display: flex;
  align-items: center;
  justify-content: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.lg} 0;
`;

/** Previous / next page with "Page x of y" (X-WP-TotalPages); nothing when there is one page. */
export function Pagination({
  page,
  totalPages,
  onChange,
}: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation('marketing');
  if (totalPages <= 1) return null;
  return (
    <Nav aria-label={t('blog.pagination.label')}>
      <Button variant="secondary" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        {t('blog.pagination.previous')}
      </Button>
      <span aria-live="polite">{t('blog.pagination.status', { page, total: totalPages })}</span>
      <Button variant="secondary" disabled={page >= totalPages} onClick={() => onChange(page + 1)}>
        {t('blog.pagination.next')}
      </Button>
    </Nav>
  );
}
