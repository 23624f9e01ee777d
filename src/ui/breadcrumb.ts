/**
 * A translatable title: message `id`, and optionally the id of an entity title that fills the
 * message's `{entity}` argument (e.g. 'shell.page.new' + 'nav.entities.media' → "New: Media").
 */
export interface TitleRef {
  id: string;
  entity?: string;
}

/**
 * A breadcrumb item (original-spec section 3: title, disabled, href). A TitleRef is translated;
 * a plain string is shown as it is (a record's name, already in the viewer's language).
 */
export interface BreadcrumbItem {
  title: TitleRef | string;
  href?: string;
  disabled?: boolean;
}
