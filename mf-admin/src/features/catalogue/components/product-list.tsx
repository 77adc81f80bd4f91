import { useState } from 'react';
import { useFormatNumber, useTranslation } from '@officefit/i18n';
import { Button, Card, QueryState } from '@officefit/ui';
import { Table, TableScroll } from '../../../components/admin-frame';
import { Badge } from '../../../components/state-badge';
import { useGetAdminProductsQuery } from '../api/shop-admin';
import { ProductForm } from './product-form';

const EURO: Intl.NumberFormatOptions = { style: 'currency', currency: 'EUR' };

/** The shop's rewards for staff: prices, stock and state; a new reward, and one edited at a time. */
export function ProductList() {
  const { t } = useTranslation('admin');
  const formatNumber = useFormatNumber();
  const query = useGetAdminProductsQuery();
  // null: no form open; 'new' or a product id
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const editedProduct = query.data?.find((product) => product.id === editing);
  return (
    <>
      {editing === null ? (
        <p>
          <Button onClick={() => setEditing('new')}>{t('shopAdmin.newProduct')}</Button>
        </p>
      ) : (
        <Card
          title={
            editedProduct
              ? t('shopAdmin.editProduct', { name: editedProduct.texts.de.name })
              : t('shopAdmin.newProduct')
          }
        >
          <ProductForm key={editing} product={editedProduct} onDone={() => setEditing(null)} />
        </Card>
      )}
      <QueryState query={query} empty={t('shopAdmin.noProducts')}>
        {(products) => (
          <TableScroll>
            <Table>
              <caption>{t('shopAdmin.productsCaption', { count: products.length })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('shopAdmin.productName', { lang: t('lang.de') })}</th>
                  <th scope="col">{t('shopAdmin.category')}</th>
                  <th scope="col">{t('shopAdmin.points')}</th>
                  <th scope="col">{t('shopAdmin.price')}</th>
                  <th scope="col">{t('shopAdmin.stock')}</th>
                  <th scope="col">{t('shopAdmin.state')}</th>
                  <th scope="col">{t('shopAdmin.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {products.map((product) => (
                  <tr key={product.id} data-testid="product-row">
                    <td>{product.texts.de.name}</td>
                    <td>{t(`shopAdmin.categories.${product.category}`)}</td>
                    <td>{product.points === null ? '–' : formatNumber(product.points)}</td>
                    <td>
                      {product.price_cents === null ? '–' : formatNumber(product.price_cents / 100, EURO)}
                    </td>
                    <td>{product.stock === null ? t('shopAdmin.unlimited') : formatNumber(product.stock)}</td>
                    <td>
                      <Badge $tone={product.active ? 'success' : 'neutral'}>
                        {product.active ? t('shopAdmin.activeState') : t('shopAdmin.inactiveState')}
                      </Badge>
                    </td>
                    <td>
                      <Button
                        variant="text"
                        aria-label={t('shopAdmin.editProduct', { name: product.texts.de.name })}
                        onClick={() => setEditing(product.id)}
                      >
                        {t('shopAdmin.edit')}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableScroll>
        )}
      </QueryState>
    </>
  );
}
