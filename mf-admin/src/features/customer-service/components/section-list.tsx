import { useTranslation } from '@officefit/i18n';
import { Card, VisuallyHidden } from '@officefit/ui';
import { ListTable, type ListTableProps } from '../../../lib/components/list-table';

/** The props of a list but its caption (the section title). */
type ListProps<T> =
  ListTableProps<T> extends infer P ? (P extends unknown ? Omit<P, 'caption'> : never) : never;

/** A list section of the account: its table (the section title names it), or a short "nothing yet" line. */
export function SectionList<T>({ title, ...list }: { title: string } & ListProps<T>) {
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
