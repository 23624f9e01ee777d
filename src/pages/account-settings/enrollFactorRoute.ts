import { getSettings } from '../../core/settings';
import { loadCatalog } from '../../i18n/loadMessages';
import { EnrollFactorPage } from './EnrollFactorPage';

/**
 * The enrolment screen with its words (the `factor` area, outside the public pages' catalog). Its
 * own module, so the route table stays free of settings and catalogs (it is read outside the app too).
 */
export async function loadEnrollFactorPage() {
  await loadCatalog(getSettings().language);
  return EnrollFactorPage;
}
