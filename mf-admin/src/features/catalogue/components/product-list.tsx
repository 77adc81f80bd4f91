import { useFormatNumber, useTranslation } from '@officefit/i18n';
import { QueryState } from '@officefit/ui';
import { ListTable } from '../../../lib/components/list-table';
import { useGetAdminProductsQuery } from '../api/shop-admin';
import { ProductForm } from './product-form';
import { ActiveBadge, EditableList, EditButton } from './shop-editor';

const EURO: Intl.NumberFormatOptions = { style: 'currency', currency: 'EUR' };

/** The shop's rewards for staff: prices, stock and state; a new reward, and one edited at a time. */
export function ProductList() {
  const { t } = useTranslation('admin');
  const formatNumber = useFormatNumber();
  const query = useGetAdminProductsQuery();
  return (
    <EditableList
      items={query.data}
      newLabel={t('shopAdmin.newProduct')}
      titleOf={(product) => t('shopAdmin.editProduct', { name: product.texts.de.name })}
      renderForm={(product, done) => <ProductForm product={product} onDone={done} />}
    >
      {(edit) => (
        <QueryState query={query} empty={t('shopAdmin.noProducts')}>
          {(products) => (
            <ListTable
              caption={t('shopAdmin.productsCaption', { count: products.length })}
              items={products}
              rowKey={(product) => product.id}
              rowTestId="product-row"
              columns={[
                {
                  heading: t('shopAdmin.productName', { lang: t('lang.de') }),
                  cell: (product) => product.texts.de.name,
                },
                {
                  heading: t('shopAdmin.category'),
                  cell: (product) => t(`shopAdmin.categories.${product.category}`),
                },
                {
                  heading: t('shopAdmin.points'),
                  cell: (product) => (product.points === null ? '–' : formatNumber(product.points)),
                },
                {
                  heading: t('shopAdmin.price'),
                  cell: (product) =>
                    product.price_cents === null ? '–' : formatNumber(product.price_cents / 100, EURO),
                },
                {
                  heading: t('shopAdmin.stock'),
                  cell: (product) =>
                    product.stock === null ? t('shopAdmin.unlimited') : formatNumber(product.stock),
                },
                { heading: t('shopAdmin.state'), cell: (product) => <ActiveBadge active={product.active} /> },
                {
                  heading: t('shopAdmin.actions'),
                  cell: (product) => (
                    <EditButton
                      label={t('shopAdmin.editProduct', { name: product.texts.de.name })}
                      onClick={() => edit(product.id)}
                    />
                  ),
                },
              ]}
            />
          )}
        </QueryState>
      )}
    </EditableList>
  );
}
