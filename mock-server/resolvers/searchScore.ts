/**
 * How well a row's title names what was searched for (the needle, lower-cased): 4 it is the
 * title, 3 the title starts with it, 2 a word of the title does, 1 it is elsewhere in the row's
 * search text. So a serial named by the query ranks above its episodes ("Lost, part 3").
 *
 * @example hitScore('lost', 'Lost') === 4; hitScore('lost', 'Lost, part 3') === 3
 */
export function hitScore(needle: string, title: string): number {
  const text = title.trim().toLocaleLowerCase();
  if (text === needle) return 4;
  if (text.startsWith(needle)) return 3;
  if (text.includes(` ${needle}`)) return 2;
  return 1;
}
