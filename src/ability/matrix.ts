import { createAppAbility, type AppRule } from './ability';
import { ENTITY_SUBJECTS, type Action } from './subjects';
import { ruleFacts, type RuleFacts } from './why';

/** allowed: every record and field; refused: none; partly: some fields or records (the rules say which). */
export type CellState = 'allowed' | 'refused' | 'partly';

export interface MatrixCell {
  action: string;
  state: CellState;
  /** The rules that shape a `partly` answer, the deciding one first (empty otherwise). */
  rules: RuleFacts[];
}

export interface MatrixRow {
  subject: string;
  cells: MatrixCell[];
}

/** The four actions every subject has, then any other the rules use; `manage` is all of them, not a column. */
export function matrixActions(...ruleSets: AppRule[][]): string[] {
  const used = ruleSets.flat().flatMap((rule) => (Array.isArray(rule.action) ? rule.action : [rule.action]));
  return [...new Set(['read', 'create', 'update', 'delete', ...used])].filter((action) => action !== 'manage');
}

/** Every entity type and any other subject a rule names (`Auth`); `all` stands for them, not a row. */
export function matrixSubjects(...ruleSets: AppRule[][]): string[] {
  const named = ruleSets.flat().flatMap((rule) => (rule.subject == null ? [] : Array.isArray(rule.subject) ? rule.subject : [rule.subject]));
  return [...new Set<string>([...ENTITY_SUBJECTS, ...(named as string[])])].filter((subject) => subject !== 'all');
}

const unlimited = (rule: RuleFacts) => !rule.fields && !rule.conditions;

/**
 * One cell: CASL's rules for the pair in its order of priority (the last defined first), up to
 * the first that covers every field and record, since nothing below it can change the answer.
 */
function cellOf(ability: ReturnType<typeof createAppAbility>, action: string, subject: string): MatrixCell {
  const ordered = ability.possibleRulesFor(action as Action, subject as never).map(ruleFacts);
  const end = ordered.findIndex(unlimited);
  const shaping = end === -1 ? ordered : ordered.slice(0, end + 1);
  if (!shaping.some((rule) => !rule.inverted)) return { action, state: 'refused', rules: [] };
  if (shaping.length === 1 && unlimited(shaping[0])) return { action, state: 'allowed', rules: [] };
  return { action, state: 'partly', rules: shaping };
}

/**
 * A role's subjects × actions, read from its rules at run time: a changed rule changes the matrix
 * with no change to the screen that draws it.
 *
 * @example buildMatrix(defineRulesFor('SUPPORT')) // User/update: partly, status and mobile, role = LEARNER
 */
export function buildMatrix(rules: AppRule[], subjects = matrixSubjects(rules), actions = matrixActions(rules)): MatrixRow[] {
  const ability = createAppAbility(rules);
  return subjects.map((subject) => ({ subject, cells: actions.map((action) => cellOf(ability, action, subject)) }));
}

/** A cell's answer as one comparable string (its state and shaping rules). */
const signature = (cell: MatrixCell | undefined) => JSON.stringify(cell ? [cell.state, cell.rules] : null);

/** The `subject:action` pairs on which two matrices (same subjects and actions) answer differently. */
export function matrixDifferences(a: MatrixRow[], b: MatrixRow[]): Set<string> {
  const differing = new Set<string>();
  a.forEach((row, index) => {
    row.cells.forEach((cell, column) => {
      if (signature(cell) !== signature(b[index]?.cells[column])) differing.add(`${row.subject}:${cell.action}`);
    });
  });
  return differing;
}
