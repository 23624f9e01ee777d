import { abilityOf, type MockServices } from '../context';
import { NOTIFYING, type StaffNotificationRecord } from '../staff';
import type { Row } from '../store/types';

/** Notifications kept per staff member; the oldest go first (the bell shows 20). */
export const NOTIFICATIONS_KEPT = 50;

/**
 * A new row that staff are notified of (an abuse report, a pending comment, a failed payment, a
 * new learner, published media) adds a notification for each active staff member who may read it
 * and wants that kind. It is raised while the document runs, so it is saved with the document's
 * commit and undone with its rollback (StaffState is a part of the store); the bell's subscribers
 * learn of it after the commit.
 */
export function raiseNotifications(services: MockServices, row: Row): void {
  const notifying = NOTIFYING.filter((entry) => entry.type === row.__typename && entry.test(row));
  if (notifying.length === 0) return;
  const createdAt = new Date(services.db.clock()).toISOString();
  for (const user of services.db.all('User')) {
    if (user.role === 'LEARNER' || user.status !== 'ACTIVE' || !abilityOf(String(user.role)).can('read', row)) continue;
    // Without saved settings a member wants every kind (settingsOf would save them as a side effect).
    const wanted = services.staff.settings.get(user.id)?.notificationKinds;
    for (const { kind, values, link } of notifying) {
      if (wanted && !wanted.includes(kind)) continue;
      const item: StaffNotificationRecord = { id: `${user.id}-${kind}-${row.id}`, kind, values: values(row), link: link(row), createdAt, read: false };
      const items = [...services.staff.notificationsOf(user.id), item];
      items.sort((a, b) => a.createdAt.localeCompare(b.createdAt));
      services.staff.notifications.set(user.id, items.slice(-NOTIFICATIONS_KEPT));
    }
  }
}
