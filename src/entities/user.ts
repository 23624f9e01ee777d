import { IconUserCircle } from '@tabler/icons-react';
import { col } from '../framework/cells/cells';
import { defineEntity } from '../framework/entity/types';
import { UserOperations } from '../gql-docs';
import { urls } from './urls';

export default defineEntity({
  subject: 'User',
  operations: UserOperations,
  title: (row) => row.fullName,
  columns: [
    col.text('fullName', { sort: 'FULL_NAME', isRowHeader: true }),
    col.text('email', { sort: 'EMAIL' }),
    col.text('mobile'),
    col.enum('role', 'Role', { sort: 'ROLE' }),
    col.enum('status', 'UserStatus', { sort: 'STATUS' }),
    col.ref('plan', (plan) => String(plan.title)),
    col.country('countryCode'),
    col.date('lastLoginAt', { sort: 'LAST_LOGIN_AT' }),
  ],
  filters: [
    { kind: 'enum', name: 'role', enumName: 'Role' },
    { kind: 'enum', name: 'status', enumName: 'UserStatus' },
    { kind: 'reference', name: 'planId', entity: 'Plan' },
    { kind: 'country', name: 'countryCode' },
    { kind: 'dateRange', name: 'lastLoginAt' },
  ],
  fields: [
    { name: 'fullName', kind: 'text' },
    { name: 'email', kind: 'email' },
    { name: 'mobile', kind: 'text', description: 'user.help.mobile' },
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
