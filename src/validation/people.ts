import { object } from 'yup';
import { ROLES, USER_STATUSES } from './enums';
import { countryCode, email, enumOf, flag, mobile, refId, refIds, requiredString, richText, url } from './rules';

/** Staff and learners (User) and teachers (Master): the entities that are people. */

const NAME_MAX = 100;

export const userSchema = () =>
  object({
    email: email(),
    fullName: requiredString(),
    mobile: mobile(),
    avatarUrl: url(),
    role: enumOf(ROLES),
    status: enumOf(USER_STATUSES),
    countryCode: countryCode(),
    learningLanguageId: refId(false),
    planId: refId(false),
  });

export const masterSchema = () =>
  object({
    firstName: requiredString(NAME_MAX),
    lastName: requiredString(NAME_MAX),
    email: email(),
    bio: richText(),
    avatarUrl: url(),
    countryCode: countryCode(),
    languageIds: refIds(),
    isActive: flag(),
  });
