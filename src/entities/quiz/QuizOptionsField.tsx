import { IconPlus } from '@tabler/icons-react';
import { useField } from 'formik';
import { useIntl } from 'react-intl';
import type { CustomFieldProps } from '../../framework/entity/types';
import { useErrorText } from '../../framework/fields/useFormField';
import { ActionButton } from '../../ui/kit/ActionButton';
import { CheckboxGroup } from '../../ui/kit/Checkbox';
import { Flex } from '../../ui/kit/Layout';
import { RadioGroup } from '../../ui/kit/RadioGroup';
import { joinPath, splitPath } from '../../validation';
import { QuizOptionRow } from './QuizOptionRow';
import './quiz.css';

interface QuizOption {
  text: string;
  isCorrect: boolean;
}

const MIN_ROWS = 2;
const MAX_OPTIONS = 10;
const blank = (): QuizOption => ({ text: '', isCorrect: false });

/** A quiz needs two options, so two rows are always offered even before any is written. */
function padded(value: QuizOption[] | null | undefined): QuizOption[] {
  const options = value ?? [];
  return options.length >= MIN_ROWS ? options : [...options, ...Array.from({ length: MIN_ROWS - options.length }, blank)];
}

const siblingPath = (name: string, sibling: string) => joinPath([...splitPath(name).slice(0, -1), sibling]);

/**
 * The options of a quiz: text and correct answer per option, radios when the sibling
 * `markingMode` is SINGLE (choosing one clears the others), checkboxes when MULTIPLE; options are
 * added and removed (two rows always stay). The list's own errors (fewer than two filled, no
 * answer, several answers in single mode) show under the group.
 */
export default function QuizOptionsField({ name, label, isReadOnly, isRequired }: CustomFieldProps) {
  const intl = useIntl();
  const [{ value }, meta, helpers] = useField<QuizOption[] | null>(name);
  const [{ value: markingMode }] = useField<string | null>(siblingPath(name, 'markingMode'));
  const error = useErrorText(name, meta.error, Boolean(meta.touched));
  const options = padded(value);
  const single = markingMode !== 'MULTIPLE';
  const set = (next: QuizOption[]) => void helpers.setValue(next);
  const correct = options.flatMap((option, index) => (option.isCorrect ? [String(index)] : []));
  const markOnly = (index: number) => set(options.map((option, i) => ({ ...option, isCorrect: i === index })));
  const markAll = (indexes: string[]) => set(options.map((option, i) => ({ ...option, isCorrect: indexes.includes(String(i)) })));

  const rows = options.map((_, index) => (
    <QuizOptionRow
      key={index}
      path={`${name}[${index}]`}
      index={index}
      single={single}
      onRemove={isReadOnly || options.length <= MIN_ROWS ? undefined : () => set(options.filter((_, i) => i !== index))}
      isReadOnly={isReadOnly}
    />
  ));
  const group = { label, isReadOnly, isRequired, errorMessage: error };

  return (
    <Flex direction="column" gap="size-100">
      {single ? (
        // A single-answer quiz has one radio group; several checked options arrive only from MULTIPLE.
        <RadioGroup {...group} value={correct[0] ?? null} onChange={(index) => markOnly(Number(index))}>
          {rows}
        </RadioGroup>
      ) : (
        <CheckboxGroup {...group} value={correct} onChange={markAll}>
          {rows}
        </CheckboxGroup>
      )}
      {!isReadOnly && (
        <ActionButton className="quiz-options__add" onPress={() => set([...options, blank()])} isDisabled={options.length >= MAX_OPTIONS}>
          <IconPlus size={18} aria-hidden />
          <span>{intl.formatMessage({ id: 'quiz.options.add' })}</span>
        </ActionButton>
      )}
    </Flex>
  );
}
