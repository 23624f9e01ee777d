import { M } from './messages';

/**
 * One invalid field, in the shape every consumer shares: the form (field errors and the
 * 'Consider the following issues' summary), the mock server (userErrors) and the tests.
 * `message` is a catalog id, never display text.
 */
export interface FieldProblem {
  path: string[];
  message: string;
  values?: Record<string, unknown>;
}

/** Where a problem about the whole input (empty path) sits in Formik's errors object. */
export const FORM_ERROR_KEY = '_form';

/** Splits a yup path into segments: `options[1].text` → ['options', '1', 'text'], `["a.b"]` → ['a.b']. */
export function splitPath(path: string | undefined | null): string[] {
  const segments: string[] = [];
  const token = /\["((?:[^"\\]|\\.)*)"\]|\[([^\]]*)\]|([^.[\]]+)/g;
  for (let m = token.exec(path ?? ''); m !== null; m = token.exec(path ?? '')) {
    segments.push(m[1] !== undefined ? m[1].replace(/\\(.)/g, '$1') : (m[2] ?? m[3]));
  }
  return segments;
}

/** The inverse, as yup's `reach` and Formik's `getIn` read it: ['options', '1', 'text'] → `options[1].text`. */
export function joinPath(segments: readonly string[]): string {
  return segments.reduce((acc, segment) => {
    if (/^\d+$/.test(segment)) return `${acc}[${segment}]`;
    if (/[.[\]"]/.test(segment)) return `${acc}["${segment.replace(/["\\]/g, '\\$&')}"]`;
    return acc ? `${acc}.${segment}` : segment;
  }, '');
}

type Errors = Record<string, unknown> | unknown[];
const isContainer = (value: unknown): value is Errors => typeof value === 'object' && value !== null;

/**
 * Formik's nested errors object: message ids as the error strings, arrays under list paths
 * (`{ options: [undefined, { text: 'validation.required' }] }`). One string per field, so the
 * first problem of a path wins, and a problem on a list itself (`options`: minOptions) wins over
 * problems inside it: Formik shows a list's own message only when `errors.options` is a string.
 */
export function problemsToFormikErrors(problems: readonly FieldProblem[]): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  const ordered = [...problems].sort((a, b) => a.path.length - b.path.length);
  for (const { path, message } of ordered) {
    const segments = path.length ? path : [FORM_ERROR_KEY];
    let node: Errors = root;
    let blocked = false;
    for (let i = 0; i < segments.length - 1 && !blocked; i++) {
      const key = segments[i];
      const existing: unknown = (node as Record<string, unknown>)[key];
      if (existing === undefined) {
        const child: Errors = /^\d+$/.test(segments[i + 1]) ? [] : {};
        (node as Record<string, unknown>)[key] = child;
        node = child;
      } else if (isContainer(existing)) node = existing;
      else blocked = true; // a shorter path already holds a message
    }
    const last = segments[segments.length - 1];
    if (!blocked && (node as Record<string, unknown>)[last] === undefined) {
      (node as Record<string, unknown>)[last] = message;
    }
  }
  return root;
}

/**
 * Flattens Formik's errors back into problems, in field order, for the summary above the form.
 * Formik keeps only strings, so `values` are recovered through `valuesFor` when given (see
 * `fieldMessageValues` in index.ts, which reads them from the entity's schema).
 */
export function formikErrorsToProblems(
  errors: unknown,
  valuesFor?: (path: string[], message: string) => Record<string, unknown> | undefined,
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const visit = (value: unknown, path: string[]) => {
    if (typeof value === 'string' && value !== '') {
      const fieldPath = path.length === 1 && path[0] === FORM_ERROR_KEY ? [] : path;
      const values = valuesFor?.(fieldPath, value);
      problems.push(values && Object.keys(values).length ? { path: fieldPath, message: value, values } : { path: fieldPath, message: value });
    } else if (Array.isArray(value)) value.forEach((item, index) => visit(item, [...path, String(index)]));
    else if (isContainer(value)) for (const [key, item] of Object.entries(value)) visit(item, [...path, key]);
  };
  visit(errors, []);
  return problems;
}

/** The mock server's `UserError`: the path starts with the argument name, `input`. */
export interface UserErrorLike {
  field?: readonly string[] | null;
  message: string;
  code?: string;
  values?: unknown;
}

export function problemsToUserErrors(problems: readonly FieldProblem[]) {
  return problems.map(({ path, message, values }) => ({
    field: ['input', ...path],
    message,
    code: message === M.required ? ('REQUIRED' as const) : ('INVALID' as const),
    values: values ?? null,
  }));
}

/** What the form maps onto its fields after a mutation answered with userErrors. */
export function userErrorsToProblems(userErrors: readonly UserErrorLike[]): FieldProblem[] {
  return userErrors.map(({ field, message, values }) => {
    const path = field ? [...field] : [];
    if (path[0] === 'input') path.shift();
    const problem: FieldProblem = { path, message };
    if (isContainer(values) && !Array.isArray(values)) problem.values = values as Record<string, unknown>;
    return problem;
  });
}
