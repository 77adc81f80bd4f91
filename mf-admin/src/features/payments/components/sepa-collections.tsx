import { showSnackbar, useAppDispatch } from '@officefit/api';
import { dateTimeFormat, useFormatNumber, useTranslation } from '@officefit/i18n';
import type { SepaCollection } from '@officefit/domain';
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
  const { t } = useTranslation('admin');
  const dispatch = useAppDispatch();
  const query = useGetSepaCollectionsQuery();
  const [create, { isLoading }] = useCreateSepaCollectionMutation();
  const download = useCollectionDownload();

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
            <CollectionTable
              collections={collections}
              onDownload={(collection) => void download(collection)}
            />
          )}
        </QueryState>
      </Stack>
    </Card>
  );
}

/** The collection files made so far, each with its download button. */
function CollectionTable({
  collections,
  onDownload,
}: {
  collections: SepaCollection[];
  onDownload: (collection: SepaCollection) => void;
}) {
  const { t, i18n } = useTranslation('admin');
  const formatNumber = useFormatNumber();
  const date = dateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <ListTable
      caption={t('payments.collectionsCaption', { count: collections.length })}
      items={collections}
      rowKey={(collection) => collection.id}
      rowTestId="collection-row"
      columns={[
        {
          heading: t('payments.messageId'),
          rowHeader: true,
          cell: (collection) => <code>{collection.message_id}</code>,
        },
        {
          heading: t('payments.collectionDate'),
          cell: (collection) => date.format(new Date(`${collection.collection_date}T12:00:00Z`)),
        },
        {
          heading: t('payments.count'),
          cell: (collection) => formatNumber(collection.payment_count),
        },
        {
          heading: t('payments.total'),
          cell: (collection) => formatNumber(collection.total_cents / 100, EURO),
        },
        {
          heading: t('payments.file'),
          cell: (collection) => (
            <Button
              variant="text"
              size="sm"
              aria-label={t('payments.downloadLabel', { id: collection.message_id })}
              onClick={() => onDownload(collection)}
            >
              {t('payments.download')}
            </Button>
          ),
        },
      ]}
    />
  );
}
