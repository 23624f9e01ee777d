/**
 * The only catalog ids the floor shows, read from the admin's Persian catalog at build time
 * (vite.config.ts's `virtual:floor-messages`), so its bundle carries these words and no others.
 */
export const FLOOR_MESSAGE_IDS = [
  'auth.login.title',
  'auth.fields.email',
  'auth.fields.password',
  'auth.login.submit',
  'nav.entities.users',
  'list.actions.new',
  'user.new',
  'user.fields.fullName',
  'user.fields.email',
  'user.fields.role',
  'user.fields.status',
  'common.actions.save',
  'common.loading',
  'errors.generic',
  'enum.Role.ADMIN',
  'enum.Role.EDITOR',
  'enum.Role.FINANCE',
  'enum.Role.LEARNER',
  'enum.Role.MODERATOR',
  'enum.Role.SUPPORT',
  'enum.UserStatus.ACTIVE',
  'enum.UserStatus.PENDING',
  'enum.UserStatus.SUSPENDED',
] as const;
