import { IconTrash } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { TextField } from '../../framework/fields/TextField';
import { ActionButton } from '../../ui/kit/ActionButton';
import { Checkbox } from '../../ui/kit/Checkbox';
import { Radio } from '../../ui/kit/RadioGroup';

interface Props {
  /** Formik path of the option, e.g. `options[2]`. */
  path: string;
  index: number;
  single: boolean;
  onRemove?: () => void;
  isReadOnly: boolean;
}

/**
 * One quiz option: its correct-answer control, text and remove button. The control is a Radio or
 * a Checkbox of the group around the rows, which owns which options are correct.
 */
export function QuizOptionRow({ path, index, single, onRemove, isReadOnly }: Props) {
  const intl = useIntl();
  const number = index + 1;
  const textLabel = intl.formatMessage({ id: 'quiz.options.text' }, { index: number });
  // The control has no visible text (the text field beside it is the option), so its name says which option it marks.
  const correctLabel = `${intl.formatMessage({ id: 'quiz.options.correct' })}: ${textLabel}`;
  return (
    <div className="quiz-option" data-field={path}>
      {single ? (
        <Radio value={String(index)} aria-label={correctLabel} />
      ) : (
        <Checkbox value={String(index)} aria-label={correctLabel} />
      )}
      {/* Arrow keys belong to the caret here, not to the radio group around the rows. */}
      <div className="quiz-option__text" onKeyDown={(event) => event.stopPropagation()}>
        <TextField name={`${path}.text`} label={textLabel} isReadOnly={isReadOnly} />
      </div>
      {onRemove && (
        <ActionButton isQuiet onPress={onRemove} aria-label={intl.formatMessage({ id: 'quiz.options.remove' }, { index: number })}>
          <IconTrash size={18} aria-hidden />
        </ActionButton>
      )}
    </div>
  );
}
