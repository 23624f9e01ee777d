import { entityPaths } from './entityPaths';
import { segmentOf, type RoutedSubject } from './segments';

/** Paths of the screens outside the manage/new/edit pattern; given `':id'` they are the router's patterns. */
export const specialPaths = {
  userView: (id: string): string => `/user/view/${id}`,
  productAttributes: (productId: string): string => `/${segmentOf('Product')}/${productId}/attributes/manage`,
};

/**
 * Links to the admin's screens, typed by subject: the segment is read from ./segments.ts, so a
 * screen, a page or the mock server's search never writes `/users/edit/…` by hand and a renamed
 * segment moves every link with it.
 *
 * @example urls.edit('Media', media.id) // '/media/edit/…'
 * @example urls.manage('User', { status: 'ACTIVE' }) // '/users/manage?status=ACTIVE'
 */
export const urls = {
  manage: (subject: RoutedSubject, query?: string | Record<string, string>): string => entityPaths.manage(segmentOf(subject), query),
  new: (subject: RoutedSubject): string => entityPaths.new(segmentOf(subject)),
  edit: (subject: RoutedSubject, id: string): string => entityPaths.edit(segmentOf(subject), id),
  userView: specialPaths.userView,
  productAttributes: specialPaths.productAttributes,
};
