/**
 * Values a new form takes from its URL query (declaration `presetFromQuery`), so another screen
 * can link to a prefilled form: `?serialId=s1&seasonId=s2` → `{ serialId: 's1', seasonId: 's2' }`.
 * Only the declared keys are read and empty parameters are ignored; values stay strings (ids).
 */
export function presetValues(keys: readonly string[] | undefined, search: string): Record<string, string> {
  if (!keys?.length) return {};
  const params = new URLSearchParams(search);
  const preset: Record<string, string> = {};
  for (const key of keys) {
    const value = params.get(key)?.trim();
    if (value) preset[key] = value;
  }
  return preset;
}
