/** Below this width (px of the list's card) rows show as cards: a table's columns would not fit. */
export const CARDS_BELOW = 600;

/**
 * Whether a list this wide shows its rows as cards; an unmeasured one (null) shows the table.
 *
 * @example showsCards(294) // true: a phone
 */
export const showsCards = (width: number | null): boolean => width !== null && width < CARDS_BELOW;
