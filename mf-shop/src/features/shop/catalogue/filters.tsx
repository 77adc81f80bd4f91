import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import type { ProductListQueryInput } from '@officefit/domain';
import { useTranslation } from '@officefit/i18n';
import { Checkbox, Select } from '@officefit/ui';
import { CATEGORIES, isCategory } from './categories';

const Fieldset = styled.fieldset`
  display: grid;
  gap: 0 ${({ theme }) => theme.space.lg};
  grid-template-columns: minmax(0, 1fr);
  min-width: 0;
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  border: 0;

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: minmax(200px, 280px) auto auto;
    align-items: end;
  }
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: ${({ theme }) => theme.space.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

type Filters = Pick<ProductListQueryInput, 'category' | 'affordable' | 'in_stock'>;

/** The list filters live in the address (`?category=voucher&affordable=true&in_stock=true`): back keeps them. */
export function useProductFilters(): [Filters, (change: Filters) => void] {
  const [params, setParams] = useSearchParams();
  const category = params.get('category');
  const filters: Filters = {
    category: isCategory(category) ? category : undefined,
    affordable: params.get('affordable') === 'true' ? 'true' : undefined,
    in_stock: params.get('in_stock') === 'true' ? 'true' : undefined,
  };
  const update = (change: Filters) => {
    const next = { ...filters, ...change };
    const entries = Object.entries(next).filter(([, value]) => value !== undefined) as [string, string][];
    setParams(new URLSearchParams(entries), { replace: true });
  };
  return [filters, update];
}

/** Category, "only what my points cover" and "hide out-of-stock" (spec §2 /mybonuses). */
export function ProductFilters() {
  const { t } = useTranslation('shop');
  const [filters, update] = useProductFilters();
  const all = 'all';
  return (
    <Fieldset>
      <Legend>{t('bonuses.filters.legend')}</Legend>
      <Select
        label={t('bonuses.filters.category')}
        name="category"
        value={filters.category ?? all}
        onChange={(value) => update({ category: value === all ? undefined : (value as Filters['category']) })}
        options={[
          { value: all, label: t('bonuses.filters.allCategories') },
          ...CATEGORIES.map((category) => ({
            value: category,
            label: t(`bonuses.categories.${category}`),
          })),
        ]}
      />
      <Checkbox
        label={t('bonuses.filters.affordable')}
        checked={filters.affordable === 'true'}
        onChange={(event) => update({ affordable: event.target.checked ? 'true' : undefined })}
      />
      <Checkbox
        label={t('bonuses.filters.inStock')}
        checked={filters.in_stock === 'true'}
        onChange={(event) => update({ in_stock: event.target.checked ? 'true' : undefined })}
      />
    </Fieldset>
  );
}
