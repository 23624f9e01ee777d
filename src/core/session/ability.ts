import { createAppAbility, type AppAbility } from '../../ability/ability';
import { getSettings, subscribeSettings } from '../settings';

/**
 * The one ability instance of the app. It starts from the stored `userAbilityRules` and follows
 * the store, so a sign-in, a sign-out or a viewer refresh updates guards, menus and buttons
 * (CASL notifies `useAbility` subscribers on `update`).
 */
export const appAbility: AppAbility = createAppAbility(getSettings().userAbilityRules);

let appliedRules = getSettings().userAbilityRules;
subscribeSettings(() => {
  const { userAbilityRules } = getSettings();
  if (userAbilityRules === appliedRules) return;
  appliedRules = userAbilityRules;
  appAbility.update(userAbilityRules);
});
