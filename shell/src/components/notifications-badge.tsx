// The header's notification bell (issue 13): the unread count of the user's recent notifications (reminders,
// stream reminders; `me.meta.notifications`), a list of them that marks them read when opened, and the "new
// stream" flag of the menu's Stream entry (sessions created since the user last opened /stream).
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { Link } from 'react-router-dom';
import { api, call, useGetMeQuery, useSignedInMeQuery, type AppDispatch } from '@officefit/api';
import type { StreamNews } from '@officefit/domain';
import { useTranslation, dateTimeFormat } from '@officefit/i18n';
import { Icon, VisuallyHidden, visuallyHiddenCss } from '@officefit/ui';
import { APP_NAV_COLLAPSED_MAX } from './nav-styles';

type Me = NonNullable<ReturnType<typeof useGetMeQuery>['data']>;
type AppNotification = Me['meta']['notifications'][number];

const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST notifications/read: every notification (no ids) is read; me carries the new state. */
    markNotificationsRead: build.mutation<unknown, void>({
      query: () => call('POST', 'officefit/v1/notifications/read', {}),
      invalidatesTags: ['Me', 'Notifications'],
    }),
    /** GET stream/new: the count behind the "new stream" flag (subscribers only). */
    getStreamNews: build.query<StreamNews, void>({
      query: () => call('GET', 'officefit/v1/stream/new'),
      providesTags: [{ type: 'Stream', id: 'news' }],
    }),
  }),
});
const { useMarkNotificationsReadMutation, useGetStreamNewsQuery } = notificationsApi;

/** Whether the user may open /stream (the `abo` guard: an active membership, or an administrator). */
const streamAllowed = (me: Me | undefined) => !!me && (me.admin || me.sub?.status === 'active');

/**
 * Reads what the signed-in header shows beyond `me` (the "new stream" count) into the store, so a server render of
 * a signed-in screen has the live header's flag (the gateway's first screen; the live page adopts that cache).
 */
export async function prefetchSignedInControls(dispatch: AppDispatch, me: Me): Promise<void> {
  if (!streamAllowed(me)) return;
  await dispatch(notificationsApi.endpoints.getStreamNews.initiate(undefined, { subscribe: false }));
}

/** The "new stream" flag's count for the signed-in subscriber (0 for anybody else). */
export function useNewStreamCount(): number {
  const { data: me } = useSignedInMeQuery();
  const { data } = useGetStreamNewsQuery(undefined, { skip: !streamAllowed(me) });
  return streamAllowed(me) ? (data?.new_sessions ?? 0) : 0;
}

const Dot = styled.span`
  display: inline-block;
  min-width: 1.25rem;
  margin-left: 0.25rem;
  padding: 0 0.35rem;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.primaryText};
  color: ${({ theme }) => theme.colors.surface};
  font-size: 0.75rem;
  line-height: 1.25rem;
  text-align: center;
`;

/** The small "new" mark after the menu's Stream entry. */
export function NewStreamFlag() {
  const { t } = useTranslation('shell');
  const count = useNewStreamCount();
  if (count === 0) return null;
  return (
    <Dot data-testid="new-stream-flag">
      <span aria-hidden="true">{t('notifications.newShort')}</span>
      <VisuallyHidden>{t('notifications.newStream', { count })}</VisuallyHidden>
    </Dot>
  );
}

const Wrapper = styled.div`
  position: relative;
`;

const Bell = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.25rem;
  font: inherit;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.primaryText};
  background: none;
  border: 0;
  min-height: 44px;
  padding: 0.5rem 0.25rem;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

// In the header's row the bell is an icon (its name stays for screen readers); in the collapsed menu it is a word.
const BellLabel = styled.span`
  @media (min-width: ${APP_NAV_COLLAPSED_MAX + 1}px) {
    ${visuallyHiddenCss}
  }
`;

const BellIcon = styled(Icon)`
  @media (max-width: ${APP_NAV_COLLAPSED_MAX}px) {
    display: none;
  }
`;

const Panel = styled.div`
  position: absolute;
  right: 0;
  top: 100%;
  z-index: 20;
  width: min(20rem, calc(100vw - 2rem));
  max-height: 310px;
  overflow-y: auto;
  padding: 0.5rem;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 8px;
  box-shadow: 0 4px 16px rgb(0 0 0 / 12%);
  @media (max-width: ${APP_NAV_COLLAPSED_MAX}px) {
    position: static;
    width: auto;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  a {
    display: block;
    padding: 0.5rem;
    color: inherit;
    text-decoration: none;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const WHEN_FORMAT: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

function When({ at }: { at: string }) {
  const { i18n } = useTranslation('shell');
  return <small>{dateTimeFormat(i18n.language, WHEN_FORMAT).format(new Date(at))}</small>;
}

/** The bell with the unread count; opening it lists the recent notifications and marks them read. */
export function NotificationsBadge() {
  const { t } = useTranslation('shell');
  // skipped for a visitor, and its data is dropped on logout: no separate login check
  const { data: me } = useSignedInMeQuery();
  const [markRead] = useMarkNotificationsReadMutation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const items: AppNotification[] = me?.meta.notifications ?? [];
  const unread = items.filter((item) => !item.read).length;

  // Escape or a click elsewhere closes the list
  useEffect(() => {
    if (!open) return;
    const close = (event: KeyboardEvent | MouseEvent) => {
      if (
        event instanceof KeyboardEvent
          ? event.key === 'Escape'
          : !wrapper.current?.contains(event.target as Node)
      ) {
        setOpen(false);
      }
    };
    document.addEventListener('keydown', close);
    document.addEventListener('mousedown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('mousedown', close);
    };
  }, [open]);

  if (!me) return null;
  const toggle = () => {
    setOpen(!open);
    if (!open && unread > 0) void markRead();
  };
  return (
    <Wrapper ref={wrapper}>
      <Bell
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
        data-testid="notifications-badge"
      >
        <BellIcon size={22}>
          <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0" />
        </BellIcon>
        <BellLabel>{t('notifications.label')}</BellLabel>
        {unread > 0 && (
          <Dot>
            <span aria-hidden="true">{unread}</span>
            <VisuallyHidden>{t('notifications.unread', { count: unread })}</VisuallyHidden>
          </Dot>
        )}
      </Bell>
      {open && (
        <Panel id={panelId} role="region" aria-label={t('notifications.label')}>
          {items.length === 0 ? (
            <p>{t('notifications.empty')}</p>
          ) : (
            <ul>
              {items.map((item) => (
                <li key={item.id}>
                  <Link to={item.url} onClick={() => setOpen(false)}>
                    <strong>{item.title}</strong>
                    <br />
                    {item.body}
                    <When at={item.created_at} />
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </Panel>
      )}
    </Wrapper>
  );
}
