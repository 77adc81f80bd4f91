import { useTranslation } from '@officefit/i18n';
import { Card, VisuallyHidden } from '@officefit/ui';
import { ListTable, type ListTableProps } from '../../../lib/components/list-table';

/** A list section of the account: its table (the section title names it), or a short "nothing yet" line. */
export function SectionList<T>({ title, ...list }: { title: string } & Omit<ListTableProps<T>, 'caption'>) {
  const { t } = useTranslation('admin');
  return (
    <Card title={title} headingLevel={2}>
      {list.items.length === 0 ? (
        <p>{t('customerService.none')}</p>
      ) : (
        <ListTable caption={<VisuallyHidden>{title}</VisuallyHidden>} {...list} />
      )}
    </Card>
  );
}
