import { IconUserCircle } from '@tabler/icons-react';
import { col } from '../framework/cells/cells';
import { defineEntity } from '../framework/entity/types';
import { UserOperations } from '../gql-docs';
import { urls } from '../paths';

export default defineEntity({
  subject: 'User',
  operations: UserOperations,
  title: (row) => row.fullName,
  columns: [
    col.text('fullName', { sort: 'FULL_NAME', isRowHeader: true }),
    // Support finds people by their e-mail: it outranks the role on a narrow window.
    col.email('email', { sort: 'EMAIL', priority: 1 }),
    col.text('mobile', { kind: 'code', priority: 4 }),
    col.enum('role', 'Role', { sort: 'ROLE', priority: 2 }),
    col.enum('status', 'UserStatus', { sort: 'STATUS', priority: 1 }),
    col.ref('plan', (plan) => String(plan.title), { priority: 4 }),
    col.country('countryCode'),
    col.date('lastLoginAt', { sort: 'LAST_LOGIN_AT' }),
  ],
  filters: [
    { kind: 'enum', name: 'role', enumName: 'Role', primary: true },
    { kind: 'enum', name: 'status', enumName: 'UserStatus', primary: true },
    { kind: 'reference', name: 'planId', entity: 'Plan' },
    { kind: 'country', name: 'countryCode' },
    { kind: 'dateRange', name: 'lastLoginAt' },
    // Who joined when: the dashboard's "New users" tile opens the list filtered from its first day.
    { kind: 'dateRange', name: 'createdAt' },
  ],
  fields: [
    { name: 'fullName', kind: 'text' },
    { name: 'email', kind: 'email' },
    { name: 'mobile', kind: 'tel', description: 'user.help.mobile' },
    { name: 'role', kind: 'select', enumName: 'Role' },
    { name: 'status', kind: 'radio', enumName: 'UserStatus' },
    { name: 'countryCode', kind: 'country' },
    { name: 'learningLanguageId', kind: 'reference', entity: 'Language' },
    { name: 'planId', kind: 'reference', entity: 'Plan' },
    { name: 'avatarUrl', kind: 'upload', accept: 'image' },
  ],
  defaults: { role: 'LEARNER', status: 'ACTIVE' },
  rowLinks: [{ label: 'user.view.profile', href: (row) => urls.userView(row.id), icon: IconUserCircle }],
});
