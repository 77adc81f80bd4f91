import { useLayoutEffect, useRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { useSignedInMeQuery } from '@officefit/api';
import { useTranslation } from '@officefit/i18n';
import { Alert, PageContainer, usePageTitle, visuallyHiddenCss } from '@officefit/ui';
import { AdminNav, mayOpen } from './admin-nav';

export { mayOpen } from './admin-nav';

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.md};

  h1 {
    margin: 0;
    min-width: 0;
    overflow-wrap: break-word;
    hyphens: auto;
  }
`;

/**
 * The frame of every admin screen: the area navigation (only the sections the user may open), the page heading
 * with optional actions, and the document title.
 */
export function AdminFrame({
  title,
  actions,
  wide = false,
  permission,
  children,
}: {
  title: string;
  actions?: ReactNode;
  wide?: boolean;
  /** The permission the screen needs: without it the screen says so instead of showing failing calls. */
  permission?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  const { data: me } = useSignedInMeQuery();
  usePageTitle(title);
  // the screen's calls start only once me says they may succeed
  const allowed = !permission || mayOpen(me, permission);
  return (
    <PageContainer width={wide ? 'wide' : 'default'}>
      <AdminNav me={me} />
      <Head>
        <h1>{title}</h1>
        {actions}
      </Head>
      {allowed ? children : me && <Alert severity="error">{t('forbidden')}</Alert>}
    </PageContainer>
  );
}

/** Whether the signed-in user holds `permission`: false until me is loaded, so a screen's calls wait for it. */
export function useMayOpen(permission: string): boolean {
  const { data: me } = useSignedInMeQuery();
  return mayOpen(me, permission);
}

/** The wrapper of an admin table (scrolls sideways where a wide table meets a tablet). */
export const TableScroll = styled.div`
  overflow-x: auto;
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const TableBase = styled.table`
  width: 100%;
  border-collapse: collapse;

  caption {
    text-align: left;
    padding: ${({ theme }) => theme.space.sm} 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }

  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    overflow-wrap: break-word;
  }

  th {
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }

  /* Phones: each row is a card of label/value pairs (the label is the column's heading, see labelCells). */
  @media (max-width: ${({ theme }) => theme.breakpoints.tablet - 1}px) {
    thead {
      ${visuallyHiddenCss}
    }

    tbody,
    tr,
    tbody th,
    tbody td {
      display: block;
    }

    tr {
      margin-bottom: ${({ theme }) => theme.space.sm};
      padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
      border: 1px solid ${({ theme }) => theme.colors.border};
      border-radius: ${({ theme }) => theme.radii.md};
      background: ${({ theme }) => theme.colors.surface};
    }

    tbody th,
    tbody td {
      padding: ${({ theme }) => theme.space.xs} 0;
      border-bottom: 0;
    }

    /* an empty cell (no action for this row) shows no lonely label */
    tbody td:empty {
      display: none;
    }

    tbody td[data-label]:not([data-label=''])::before {
      content: attr(data-label);
      display: block;
      font-size: ${({ theme }) => theme.fontSizes.sm};
      font-weight: ${({ theme }) => theme.fontWeights.bold};
      color: ${({ theme }) => theme.colors.textMuted};
    }
  }
`;

/**
 * Gives every body cell the text of its column heading as `data-label` — the label the phone layout shows in front
 * of the value (a row header, `th scope="row"`, is the card's title and gets none).
 */
function labelCells(table: HTMLTableElement) {
  const headings = [...table.querySelectorAll('thead tr:last-child > th')].map((th) => th.textContent ?? '');
  for (const body of table.tBodies) {
    for (const row of body.rows) {
      let column = 0;
      for (const cell of row.cells) {
        const label = cell.tagName === 'TD' ? (headings[column] ?? '').trim() : '';
        if (cell.getAttribute('data-label') !== label) cell.setAttribute('data-label', label);
        column += cell.colSpan || 1;
      }
    }
  }
}

/**
 * The table of the admin lists: a table from tablet width on, a card per row on phones (each value under its
 * column's heading), so no column is squeezed to a letter per line and nothing scrolls sideways. The same markup
 * for both: screen readers keep the table semantics.
 */
export function Table(props: ComponentPropsWithoutRef<'table'>) {
  const ref = useRef<HTMLTableElement>(null);
  useLayoutEffect(() => {
    const table = ref.current;
    if (!table) return;
    labelCells(table);
    // rows come and go with filters and pages, and headings change with the language
    const observer = new MutationObserver(() => labelCells(table));
    observer.observe(table, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, []);
  return <TableBase ref={ref} {...props} />;
}
