// Notification rows → the wire type of @officefit/domain.
import type { AppNotification } from '../../shared/domain';
import type { NotificationRow } from './repository';

export function toNotification(row: NotificationRow): AppNotification {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    url: row.url,
    created_at: row.created_at.toISOString(),
    read: row.read_at !== null,
  };
}
