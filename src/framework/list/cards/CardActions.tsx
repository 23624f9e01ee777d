import type { KeyboardEvent, ReactNode, SyntheticEvent } from 'react';

const stop = (event: SyntheticEvent) => event.stopPropagation();
/** Enter and Space belong to the focused action: the card would open (Enter) or select (Space) too. */
const stopPressKeys = (event: KeyboardEvent) => {
  if (event.key === 'Enter' || event.key === ' ') event.stopPropagation();
};

/**
 * A card's row actions. A press on one is the action's alone: the card underneath neither opens
 * nor selects (its GridList row presses on pointer down, on click, and on Enter and Space). The
 * arrow keys still reach the card list, which moves between the actions and the cards.
 */
export function CardActions({ children }: { children: ReactNode }) {
  return (
    <span className="list-card__actions" onPointerDown={stop} onMouseDown={stop} onClick={stop} onKeyDown={stopPressKeys}>
      {children}
    </span>
  );
}
