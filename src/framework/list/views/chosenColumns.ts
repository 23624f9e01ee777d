import { readJson, writeJson } from '../../../ui/storage';

/** One key for the column choices of every list, by entity (the app's prefix, as the undo offers'). */
export const CHOSEN_COLUMNS_KEY = 'lingua-admin-columns';

type Choices = Record<string, string[]>;

const isChoices = (value: unknown): value is Choices =>
  typeof value === 'object' && value !== null && Object.values(value).every((keys) => Array.isArray(keys) && keys.every((key) => typeof key === 'string'));

/** The columns a person chose for the list of `entity` on this device, or null (the width picks). */
export function readChosenColumns(entity: string): string[] | null {
  return readJson(CHOSEN_COLUMNS_KEY, isChoices)?.[entity] ?? null;
}

/** Keeps (or, with null, forgets) the columns chosen for the list of `entity`, across reloads. */
export function writeChosenColumns(entity: string, keys: readonly string[] | null): void {
  const { [entity]: _previous, ...others } = readJson(CHOSEN_COLUMNS_KEY, isChoices) ?? {};
  const next: Choices = keys === null ? others : { ...others, [entity]: [...keys] };
  writeJson(CHOSEN_COLUMNS_KEY, Object.keys(next).length > 0 ? next : null);
}
