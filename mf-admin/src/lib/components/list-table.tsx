import { isValidElement, useId, type ComponentPropsWithoutRef, type Key, type ReactNode } from 'react';
import { VisuallyHidden } from '@officefit/ui';
import { useScrollRegion } from '../scroll-region';
import { Table, TableScroll } from './admin-frame';

/**
 * A column heading: its text, or `{ hidden }` for a column whose purpose is plain without a visible heading (the
 * text stays for screen readers and the phone label). `false`/`null`/`undefined` leave the column out, so a
 * conditional column reads `canEdit && t('…')`.
 */
export type ListHeading = ReactNode | { hidden: ReactNode };

function isHidden(heading: ListHeading): heading is { hidden: ReactNode } {
  return typeof heading === 'object' && heading !== null && !isValidElement(heading) && 'hidden' in heading;
}

export interface ListTableProps<T> extends Omit<ComponentPropsWithoutRef<'table'>, 'children'> {
  caption: ReactNode;
  headings: readonly ListHeading[];
  items: readonly T[];
  rowKey: (item: T, index: number) => Key;
  rowTestId?: string | ((item: T) => string);
  /** Also points `aria-describedby` at the caption (some screen readers announce only the description on entry). */
  describeByCaption?: boolean;
  /** The row's cells: `<td>`s, a `<th scope="row">` for the row's title. */
  children: (item: T, index: number) => ReactNode;
}

/**
 * The frame of an admin list: a captioned table with one column heading each and one row per item, scrolling
 * sideways on a tablet and a card per row on phones (see Table). The rows' cells stay with the caller.
 */
export function ListTable<T>({
  caption,
  headings,
  items,
  rowKey,
  rowTestId,
  describeByCaption = false,
  children,
  ...tableProps
}: ListTableProps<T>) {
  const captionId = useId();
  const scroll = useScrollRegion<HTMLDivElement>();
  const shown = headings.filter((heading) => heading !== false && heading !== null && heading !== undefined);
  return (
    // named by the caption while it scrolls sideways (see useScrollRegion)
    <TableScroll {...scroll} aria-labelledby={scroll.role ? captionId : undefined}>
      <Table aria-describedby={describeByCaption ? captionId : undefined} {...tableProps}>
        <caption id={captionId}>{caption}</caption>
        <thead>
          <tr>
            {shown.map((heading, column) => (
              // the columns are fixed for a render; their position is their identity
              <th scope="col" key={column}>
                {isHidden(heading) ? <VisuallyHidden>{heading.hidden}</VisuallyHidden> : heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((item, index) => (
            <tr
              key={rowKey(item, index)}
              data-testid={typeof rowTestId === 'function' ? rowTestId(item) : rowTestId}
            >
              {children(item, index)}
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
}
