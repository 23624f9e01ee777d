import { AbilityBuilder, createMongoAbility } from '@casl/ability';
import type { AppRule } from './ability';
import { CONTENT_SUBJECTS, type StaffRole } from './subjects';

/** Message id of the reason shown when EDITOR tries to delete published media. */
export const PUBLISHED_MEDIA_REASON = 'ability.reason.publishedMedia';
/** Message id of the reason shown when EDITOR tries to take published media to another status. */
export const PUBLISHED_MEDIA_STATUS_REASON = 'ability.reason.publishedMediaStatus';

/**
 * Only ADMIN changes staff accounts: the roles that may touch users at all (MODERATOR, SUPPORT)
 * touch learners only, so no one can suspend or re-route the accounts that run the admin.
 */
const LEARNERS_ONLY = { role: 'LEARNER' };

type Builder = AbilityBuilder<ReturnType<typeof createMongoAbility>>;

const byRole: Record<StaffRole, (b: Builder) => void> = {
  ADMIN: ({ can }) => {
    can('manage', 'all');
  },
  EDITOR: ({ can, cannot }) => {
    can('manage', [...CONTENT_SUBJECTS]);
    can('read', 'Comment');
    cannot('delete', 'Media', { status: 'PUBLISHED' }).because(PUBLISHED_MEDIA_REASON);
    // Otherwise "unpublish, then delete" would go around the rule above (docs/decisions.md).
    cannot('update', 'Media', ['status'], { status: 'PUBLISHED' }).because(PUBLISHED_MEDIA_STATUS_REASON);
  },
  MODERATOR: ({ can }) => {
    can('manage', ['Abuse', 'Comment']);
    can('read', ['User', 'Media']);
    can('update', 'User', ['status'], LEARNERS_ONLY);
  },
  FINANCE: ({ can, cannot }) => {
    can('manage', ['Plan', 'Invoice', 'Product', 'ProductAttribute', 'ProductModule']);
    can(['read', 'create', 'update'], 'Payment');
    can('read', 'PayGateway');
    cannot('read', 'PayGateway', ['secretKey']);
    can('read', 'User');
  },
  SUPPORT: ({ can }) => {
    can('read', 'User');
    can('update', 'User', ['status', 'mobile'], LEARNERS_ONLY);
    can('manage', 'Notification');
    // Plans too: a notification is addressed to a plan's subscribers, and support answers questions
    // about them (docs/decisions.md).
    can('read', ['Payment', 'Invoice', 'Plan']);
  },
};

export function isStaffRole(role: string): role is StaffRole {
  return role in byRole;
}

/**
 * The one permission vocabulary (PRODUCT.md section 5): the mock server enforces these rules,
 * the viewer query hands them to the admin, and the tests assert against them.
 * A role without staff access (LEARNER) gets no rules at all.
 */
export function defineRulesFor(role: string): AppRule[] {
  const builder = new AbilityBuilder(createMongoAbility);
  if (!isStaffRole(role)) return [];
  builder.can('read', 'Auth');
  byRole[role](builder);
  return builder.rules as AppRule[];
}
