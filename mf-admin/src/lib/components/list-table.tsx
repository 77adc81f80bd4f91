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

/** A column of a list: its heading and its cell in each row (a `<td>`, or the row's `<th scope="row">`). */
export interface ListColumn<T> {
  heading: ListHeading;
  cell: (item: T, index: number) => ReactNode;
  /** The cell names its row (the card's title on phones). */
  rowHeader?: boolean;
}

interface ListTableBase<T> extends Omit<ComponentPropsWithoutRef<'table'>, 'children'> {
  caption: ReactNode;
  items: readonly T[];
  rowKey: (item: T, index: number) => Key;
  rowTestId?: string | ((item: T) => string);
  /** Also points `aria-describedby` at the caption (some screen readers announce only the description on entry). */
  describeByCaption?: boolean;
}

/**
 * The columns: each heading next to its cell, so they cannot drift apart; `false`/`null`/`undefined` leave a column
 * out (`canEdit && { … }`). Or, for rows that need their own markup, the headings and a function of the row's cells.
 */
export type ListTableProps<T> = ListTableBase<T> &
  (
    | { columns: readonly (ListColumn<T> | false | null | undefined)[]; headings?: never; children?: never }
    | {
        headings: readonly ListHeading[];
        /** The row's cells: `<td>`s, a `<th scope="row">` for the row's title. */
        children: (item: T, index: number) => ReactNode;
        columns?: never;
      }
  );

function isColumn<T>(column: ListColumn<T> | false | null | undefined): column is ListColumn<T> {
  return Boolean(column);
}

/** The headings and the row renderer of either form of the props. */
function layoutOf<T>(props: ListTableProps<T>) {
  if (!props.columns) return { headings: props.headings, row: props.children };
  const columns = props.columns.filter(isColumn);
  return {
    headings: columns.map((column) => column.heading),
    row: (item: T, index: number) =>
      columns.map((column, at) =>
        // the columns are fixed for a render; their position is their identity
        column.rowHeader ? (
          <th scope="row" key={at}>
            {column.cell(item, index)}
          </th>
        ) : (
          <td key={at}>{column.cell(item, index)}</td>
        ),
      ),
  };
}

/**
 * The frame of an admin list: a captioned table with one column heading each and one row per item, scrolling
 * sideways on a tablet and a card per row on phones (see Table).
 */
export function ListTable<T>(props: ListTableProps<T>) {
  const {
    caption,
    items,
    rowKey,
    rowTestId,
    describeByCaption = false,
    columns: _columns,
    headings: _headings,
    children: _children,
    ...tableProps
  } = props;
  const { headings, row } = layoutOf(props);
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
              {row(item, index)}
            </tr>
          ))}
        </tbody>
      </Table>
    </TableScroll>
  );
}
