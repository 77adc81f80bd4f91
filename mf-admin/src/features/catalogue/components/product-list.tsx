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
              headings={[
                t('shopAdmin.productName', { lang: t('lang.de') }),
                t('shopAdmin.category'),
                t('shopAdmin.points'),
                t('shopAdmin.price'),
                t('shopAdmin.stock'),
                t('shopAdmin.state'),
                t('shopAdmin.actions'),
              ]}
              items={products}
              rowKey={(product) => product.id}
              rowTestId="product-row"
            >
              {(product) => (
                <>
                  <td>{product.texts.de.name}</td>
                  <td>{t(`shopAdmin.categories.${product.category}`)}</td>
                  <td>{product.points === null ? '–' : formatNumber(product.points)}</td>
                  <td>
                    {product.price_cents === null ? '–' : formatNumber(product.price_cents / 100, EURO)}
                  </td>
                  <td>{product.stock === null ? t('shopAdmin.unlimited') : formatNumber(product.stock)}</td>
                  <td>
                    <ActiveBadge active={product.active} />
                  </td>
                  <td>
                    <EditButton
                      label={t('shopAdmin.editProduct', { name: product.texts.de.name })}
                      onClick={() => edit(product.id)}
                    />
                  </td>
                </>
              )}
            </ListTable>
          )}
        </QueryState>
      )}
    </EditableList>
  );
}
