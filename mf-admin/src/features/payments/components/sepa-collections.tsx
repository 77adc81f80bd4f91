import { showSnackbar, useAppDispatch } from '@officefit/api';
import { dateTimeFormat, useFormatNumber, useTranslation } from '@officefit/i18n';
import { Button, Card, QueryState, Stack } from '@officefit/ui';
import { ListTable } from '../../../lib/components/list-table';
import { refusalKey } from '../../../lib/form';
import {
  useCollectionDownload,
  useCreateSepaCollectionMutation,
  useGetSepaCollectionsQuery,
} from '../api/payments';

const EURO: Intl.NumberFormatOptions = { style: 'currency', currency: 'EUR' };

/**
 * The monthly SEPA collection (issue 36): staff make the pain.008 file of every payment due and download it for
 * the bank; earlier files stay listed, so a lost download is fetched again instead of made twice.
 */
export function SepaCollections() {
  const { t, i18n } = useTranslation('admin');
  const formatNumber = useFormatNumber();
  const dispatch = useAppDispatch();
  const query = useGetSepaCollectionsQuery();
  const [create, { isLoading }] = useCreateSepaCollectionMutation();
  const download = useCollectionDownload();
  const date = dateTimeFormat(i18n.language, { dateStyle: 'medium' });

  const make = async () => {
    try {
      const made = await create().unwrap();
      dispatch(
        showSnackbar({
          key: 'admin:payments.made',
          values: { count: made.payment_count },
          severity: 'success',
        }),
      );
      if (!(await download(made)))
        dispatch(showSnackbar({ key: 'common:errors.transfer', severity: 'error' }));
    } catch (error) {
      dispatch(showSnackbar({ key: refusalKey(error), severity: 'error' }));
    }
  };

  return (
    <Card title={t('payments.collectionsTitle')} headingLevel={2}>
      <Stack gap="md">
        <p>{t('payments.collectionsText')}</p>
        <div>
          <Button onClick={() => void make()} loading={isLoading}>
            {t('payments.make')}
          </Button>
        </div>
        <QueryState
          query={query}
          isEmpty={(data) => data.collections.length === 0}
          empty={t('payments.noCollections')}
        >
          {({ collections }) => (
            <ListTable
              caption={t('payments.collectionsCaption', { count: collections.length })}
              headings={[
                t('payments.messageId'),
                t('payments.collectionDate'),
                t('payments.count'),
                t('payments.total'),
                t('payments.file'),
              ]}
              items={collections}
              rowKey={(collection) => collection.id}
              rowTestId="collection-row"
            >
              {(collection) => (
                <>
                  <th scope="row">
                    <code>{collection.message_id}</code>
                  </th>
                  <td>{date.format(new Date(`${collection.collection_date}T12:00:00Z`))}</td>
                  <td>{formatNumber(collection.payment_count)}</td>
                  <td>{formatNumber(collection.total_cents / 100, EURO)}</td>
                  <td>
                    <Button
                      variant="text"
                      size="sm"
                      aria-label={t('payments.downloadLabel', { id: collection.message_id })}
                      onClick={() => void download(collection)}
                    >
                      {t('payments.download')}
                    </Button>
                  </td>
                </>
              )}
            </ListTable>
          )}
        </QueryState>
      </Stack>
    </Card>
  );
}
