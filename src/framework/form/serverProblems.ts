import { getIn } from 'formik';
import { joinPath, type FieldProblem } from '../../validation';
import { sameValue, type FormValues } from './formValues';

/**
 * The userErrors of the last save, kept beside the client's own validation. Formik replaces its
 * errors on every validation, so without this a 'This value is already used' on the code would
 * vanish as soon as the user typed in another field; it now stays until the code itself changes.
 */
export class ServerProblems {
  private problems: FieldProblem[] = [];
  private submitted: FormValues = {};

  set(problems: FieldProblem[], submitted: FormValues): void {
    this.problems = problems;
    this.submitted = submitted;
  }

  /** Problems whose field still holds the value the server refused (form-wide ones: nothing changed). */
  current(values: FormValues): FieldProblem[] {
    return this.problems.filter(({ path }) =>
      path.length === 0 ? sameValue(values, this.submitted) : sameValue(getIn(values, joinPath(path)), getIn(this.submitted, joinPath(path))),
    );
  }

  /** Values the server sent with a message (`{ count: 3 }` for validation.inUse). */
  valuesFor(path: string[], message: string): Record<string, unknown> | undefined {
    return this.problems.find((p) => p.message === message && sameValue(p.path, path))?.values;
  }
}
