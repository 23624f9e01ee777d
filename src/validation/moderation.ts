import { object } from 'yup';
import {
  ABUSE_REASONS,
  ABUSE_STATUSES,
  ABUSE_TARGET_TYPES,
  COMMENT_STATUSES,
  NOTIFICATION_AUDIENCES,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_STATUSES,
} from './enums';
import { M, msg } from './messages';
import { TEXT_MAX, blank, dateTime, enumOf, optionalString, refId, refIds, requiredString } from './rules';

/** Reports, comments and notifications sent to users. */

export const abuseSchema = () =>
  object({
    reporterId: refId(),
    targetType: enumOf(ABUSE_TARGET_TYPES),
    targetId: refId(),
    reason: enumOf(ABUSE_REASONS),
    description: optionalString(),
    status: enumOf(ABUSE_STATUSES),
    handledById: refId(false),
    handledAt: dateTime(),
  });

export const commentSchema = () =>
  object({
    authorId: refId(),
    mediaId: refId(),
    body: requiredString(TEXT_MAX),
    status: enumOf(COMMENT_STATUSES),
    parentId: refId(false),
  });

/** The audience decides who receives it, so each audience needs its own recipients filled. */
export const notificationSchema = () =>
  object({
    title: requiredString(),
    body: requiredString(TEXT_MAX),
    audience: enumOf(NOTIFICATION_AUDIENCES),
    planId: refId(false).test({
      name: 'planAudience',
      message: msg(M.required),
      test: (v, ctx) => ctx.parent.audience !== 'PLAN' || !blank(v),
    }),
    userIds: refIds().test({
      name: 'usersAudience',
      message: msg(M.minItems, { min: 1 }),
      params: { min: 1 },
      test: (v, ctx) => ctx.parent.audience !== 'USERS' || (v?.length ?? 0) > 0,
    }),
    channel: enumOf(NOTIFICATION_CHANNELS),
    status: enumOf(NOTIFICATION_STATUSES),
    // A scheduled notification without a time would never be sent.
    scheduledAt: dateTime().test({
      name: 'scheduledTime',
      message: msg(M.required),
      test: (v, ctx) => ctx.parent.status !== 'SCHEDULED' || !blank(v),
    }),
  });
