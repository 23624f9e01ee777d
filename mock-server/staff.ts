import { urls } from '../src/paths';
import type { Locale, StaffNotificationKind, ThemeMode } from './generated/resolvers-types';
import type { Database } from './store/db';
import type { Row } from './store/types';

export interface StaffNotificationRecord {
  id: string;
  kind: StaffNotificationKind;
  values: Record<string, unknown> | null;
  link: string | null;
  createdAt: string;
  read: boolean;
}

export interface ViewerSettingsRecord {
  language: Locale;
  theme: ThemeMode;
  notificationKinds: StaffNotificationKind[];
  emailDigest: boolean;
}

export interface StaffSnapshot {
  notifications: Record<string, StaffNotificationRecord[]>;
  settings: Record<string, ViewerSettingsRecord>;
}

const ALL_KINDS: StaffNotificationKind[] = ['ABUSE_REPORTED', 'COMMENT_PENDING', 'PAYMENT_FAILED', 'USER_REGISTERED', 'MEDIA_PUBLISHED', 'SYSTEM'];

/** Rows that make a notification: which kind, its values and link. */
export interface NotifyingRows {
  kind: StaffNotificationKind;
  type: string;
  test: (row: Row) => boolean;
  values: (row: Row) => Record<string, unknown>;
  link: (row: Row) => string;
}

/** The seed notifies of the latest rows of each; a running server of each new one (live/notify.ts). */
export const NOTIFYING: NotifyingRows[] = [
  { kind: 'ABUSE_REPORTED', type: 'Abuse', test: (r) => r.status === 'OPEN', values: (r) => ({ name: (r.reporter as Row | null)?.fullName }), link: () => urls.manage('Abuse', 'status=OPEN') },
  { kind: 'COMMENT_PENDING', type: 'Comment', test: (r) => r.status === 'PENDING', values: (r) => ({ name: (r.author as Row | null)?.fullName }), link: () => urls.manage('Comment', 'status=PENDING') },
  { kind: 'PAYMENT_FAILED', type: 'Payment', test: (r) => r.status === 'FAILED', values: (r) => ({ code: r.trackingCode }), link: (r) => urls.manage('Payment', { q: String(r.trackingCode) }) },
  { kind: 'USER_REGISTERED', type: 'User', test: (r) => r.role === 'LEARNER', values: (r) => ({ name: r.fullName }), link: (r) => urls.userView(r.id) },
  { kind: 'MEDIA_PUBLISHED', type: 'Media', test: (r) => r.status === 'PUBLISHED', values: (r) => ({ title: r.title }), link: (r) => urls.edit('Media', r.id) },
];

/** Per staff member: navbar notifications and preferences (not entities, so not in the tables). */
export class StaffState {
  notifications = new Map<string, StaffNotificationRecord[]>();
  settings = new Map<string, ViewerSettingsRecord>();

  settingsOf(userId: string): ViewerSettingsRecord {
    let settings = this.settings.get(userId);
    if (!settings) {
      settings = { language: 'FA', theme: 'LIGHT', notificationKinds: [...ALL_KINDS], emailDigest: false };
      this.settings.set(userId, settings);
    }
    return settings;
  }

  notificationsOf(userId: string): StaffNotificationRecord[] {
    return this.notifications.get(userId) ?? [];
  }

  markRead(userId: string, ids: readonly string[] | null): void {
    for (const item of this.notificationsOf(userId)) if (!ids || ids.includes(item.id)) item.read = true;
  }

  /** Seeds a few notifications per staff member from what the data holds (open reports, failed payments…). */
  seed(db: Database, now: number): void {
    const staff = db.all('User').filter((user) => user.role !== 'LEARNER');
    const latest = (type: string, test: (row: Row) => boolean) =>
      db.all(type).filter(test).slice(-3).reverse();
    const byKind = NOTIFYING.map(({ kind, type, test, values, link }) => [kind, latest(type, test), values, link] as const);
    for (const user of staff) {
      const items: StaffNotificationRecord[] = [];
      let n = 0;
      for (const [kind, rows, values, link] of byKind) {
        for (const row of rows.slice(0, 2)) {
          n += 1;
          items.push({ id: `${user.id}-${n}`, kind, values: values(row), link: link(row), createdAt: new Date(now - n * 3_600_000).toISOString(), read: n > 4 });
        }
      }
      items.push({ id: `${user.id}-welcome`, kind: 'SYSTEM', values: { name: user.fullName }, link: '/account-settings/account', createdAt: new Date(now - 86_400_000 * 3).toISOString(), read: true });
      this.notifications.set(user.id, items);
    }
  }

  save(): StaffSnapshot {
    return { notifications: Object.fromEntries(this.notifications), settings: Object.fromEntries(this.settings) };
  }

  load(snapshot: StaffSnapshot): void {
    this.notifications = new Map(Object.entries(snapshot.notifications));
    this.settings = new Map(Object.entries(snapshot.settings));
  }
}
