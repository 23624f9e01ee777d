import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { EntitySubject } from '../../ability/subjects';
import { InlineAlert } from '../../ui/kit/Feedback';
import { Link } from '../../ui/kit/Link';
import { formikErrorsToProblems } from '../../validation';
import type { FieldDef } from '../entity/types';
import { subFieldLabelId } from '../fields/subFields';
import { entityKey, useLabel } from '../entity/labels';
import { fieldLabelId } from './fieldNames';
import { useFormMeta } from '../fields/FormMetaContext';

interface Props {
  subject: EntitySubject;
  fields: FieldDef[];
  onFocusField: (path: string[]) => void;
}

/**
 * 'Consider the following issues': after a save was tried, every invalid field by its label with
 * its message, in the order of the form; each label moves focus to its field. The summary takes
 * focus after each failed attempt, so keyboard and screen reader users start from it.
 */
export function ErrorSummary({ subject, fields, onFocusField }: Props) {
  const intl = useIntl();
  const label = useLabel();
  const { errors, submitCount, isSubmitting } = useFormikContext();
  const { messageValues } = useFormMeta();
  const ref = useRef<HTMLDivElement>(null);
  // In the order of the form: by field, then item, then the item's field (`clips[1].endMs`).
  const order = ([name = '', index, key]: string[]) => {
    const at = fields.findIndex((field) => field.name === name);
    const field = fields[at];
    const sub = field?.kind === 'repeater' ? field.fields.findIndex((candidate) => candidate.name === key) : -1;
    return [at < 0 ? fields.length : at, /^\d+$/.test(index ?? '') ? Number(index) : -1, sub];
  };
  const compare = (a: number[], b: number[]) => a.map((value, i) => value - b[i]).find((difference) => difference !== 0) ?? 0;
  const problems = formikErrorsToProblems(errors).sort((a, b) => compare(order(a.path), order(b.path)));
  const visible = submitCount > 0 && problems.length > 0;

  useEffect(() => {
    if (!visible || isSubmitting) return;
    // After React's work, not inside it: the focus blurs the field being typed in (Save keeps the
    // focus on a press), and that field's blur handler updates the form.
    queueMicrotask(() => ref.current?.focus());
    // Only a new attempt moves focus, not each keystroke that changes the list.
  }, [submitCount, isSubmitting]);

  if (!visible) return null;
  const nameOf = (path: string[]) => {
    const field = fields.find((candidate) => candidate.name === path[0]);
    const text = label(field ? fieldLabelId(subject, field) : `${entityKey(subject)}.fields.${path[0]}`, path[0]);
    const index = path.slice(1).find((segment) => /^\d+$/.test(segment));
    if (index === undefined) return text;
    // A field inside a repeater item: "Clips, item 2, End".
    const sub = field?.kind === 'repeater' && /^\d+$/.test(path[1] ?? '') ? field.fields.find((candidate) => candidate.name === path[2]) : undefined;
    if (sub) return intl.formatMessage({ id: 'fields.summary.subItem' }, { name: text, index: Number(index) + 1, detail: label(subFieldLabelId(subject, sub), sub.name) });
    return intl.formatMessage({ id: 'form.summary.item' }, { name: text, index: Number(index) + 1 });
  };

  return (
    <div ref={ref} tabIndex={-1} className="form-summary">
      {/* Announced as it appears (Spectrum's InlineAlert always was an alert). */}
      <InlineAlert variant="negative" heading={intl.formatMessage({ id: 'form.summary' })} level={2} role="alert" className="form-summary__alert">
        <ul className="form-summary__list">
          {problems.map((problem) => {
            const text = intl.formatMessage({ id: problem.message }, messageValues(problem.path, problem.message) as Record<string, string>);
            const key = `${problem.path.join('.')}:${problem.message}`;
            return (
              <li key={key}>
                {problem.path.length > 0
                  ? intl.formatMessage(
                      { id: 'form.summary.entry' },
                      { name: <Link onPress={() => onFocusField(problem.path)}>{nameOf(problem.path)}</Link>, text },
                    )
                  : text}
              </li>
            );
          })}
        </ul>
      </InlineAlert>
    </div>
  );
}
