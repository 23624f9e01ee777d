/**
 * Paths of the pages that are not entities (entities link through `urls` of src/paths),
 * written once so the router, the shell's menus and the pages agree.
 *
 * @example pagePaths.accountSettings('security') // '/account-settings/security'
 */
export const pagePaths = {
  accountSettings: (tab = 'account'): string => `/account-settings/${tab}`,
  activity: '/activity',
  roles: '/roles',
};
