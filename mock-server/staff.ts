import { urls } from '../src/entities/urls';
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
    const byKind: [StaffNotificationKind, Row[], (row: Row) => Record<string, unknown>, (row: Row) => string][] = [
      ['ABUSE_REPORTED', latest('Abuse', (r) => r.status === 'OPEN'), (r) => ({ name: (r.reporter as Row).fullName }), () => urls.manage('Abuse', 'status=OPEN')],
      ['COMMENT_PENDING', latest('Comment', (r) => r.status === 'PENDING'), (r) => ({ name: (r.author as Row).fullName }), () => urls.manage('Comment', 'status=PENDING')],
      ['PAYMENT_FAILED', latest('Payment', (r) => r.status === 'FAILED'), (r) => ({ code: r.trackingCode }), (r) => urls.manage('Payment', { q: String(r.trackingCode) })],
      ['USER_REGISTERED', latest('User', (r) => r.role === 'LEARNER'), (r) => ({ name: r.fullName }), (r) => urls.userView(r.id)],
      ['MEDIA_PUBLISHED', latest('Media', (r) => r.status === 'PUBLISHED'), (r) => ({ title: r.title }), (r) => urls.edit('Media', r.id)],
    ];
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
