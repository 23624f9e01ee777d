import { useCallback, useState } from 'react';
import { useIntl } from 'react-intl';
import { AlertDialog } from '../../ui/kit/AlertDialog';
import { DialogContainer } from '../../ui/kit/Dialog';
import type { EntityDeclaration } from '../entity/types';

type Rule = NonNullable<EntityDeclaration['confirmSave']>;
type Values = Record<string, unknown>;

/** A save waiting for the user's answer: the rule that asks and the values about to be saved. */
interface Question {
  rule: Rule;
  values: Values;
  answer: (confirmed: boolean) => void;
}

export interface SaveConfirmation {
  /** Resolves true at once when the declaration's `confirmSave` does not hold, else once the user answers. */
  confirm: (values: Values, loaded: Values) => Promise<boolean>;
  question: Question | null;
}

/**
 * The declaration's `confirmSave`: a save that cannot be taken back (issuing an invoice) waits for
 * a yes. The form's submit awaits `confirm`; `SaveConfirmDialog` asks.
 *
 * @example const confirmation = useSaveConfirmation(declaration.confirmSave); if (!(await confirmation.confirm(values, initial))) return;
 */
export function useSaveConfirmation(rule: EntityDeclaration['confirmSave']): SaveConfirmation {
  const [question, setQuestion] = useState<Question | null>(null);
  const confirm = useCallback(
    (values: Values, loaded: Values) => {
      if (!rule?.when(values, loaded)) return Promise.resolve(true);
      return new Promise<boolean>((resolve) =>
        setQuestion({
          rule,
          values,
          answer: (confirmed) => {
            // The first answer counts: a button closes the dialog (a dismissal), then runs its own action.
            resolve(confirmed);
            setQuestion(null);
          },
        }),
      );
    },
    [rule],
  );
  return { confirm, question };
}

/**
 * Text and numbers of the form for the message's arguments (`{number}`), nothing else; text is
 * isolated (FSI … PDI), so "INV-2026-0012" keeps its order inside a Persian sentence.
 */
function messageValues(values: Values): Record<string, string | number> {
  const shown: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(values)) {
    if (typeof value === 'string') shown[key] = `\u2068${value}\u2069`;
    else if (typeof value === 'number') shown[key] = value;
  }
  return shown;
}

/** "Issue this invoice?": Cancel (focused, and Esc) keeps the form as it is; the other button saves. */
export function SaveConfirmDialog({ confirmation }: { confirmation: SaveConfirmation }) {
  const intl = useIntl();
  const { question } = confirmation;
  return (
    <DialogContainer
      onDismiss={() => {
        // Runs before the pressed button's action in the same tick; a yes pressed there wins.
        const pending = question;
        queueMicrotask(() => pending?.answer(false));
      }}
    >
      {question && (
        <AlertDialog
          variant="warning"
          title={intl.formatMessage({ id: question.rule.title })}
          primaryActionLabel={intl.formatMessage({ id: question.rule.confirm })}
          cancelLabel={intl.formatMessage({ id: 'common.actions.cancel' })}
          autoFocusButton="cancel"
          onPrimaryAction={() => question.answer(true)}
          onCancel={() => question.answer(false)}
        >
          {intl.formatMessage({ id: question.rule.message }, messageValues(question.values))}
        </AlertDialog>
      )}
    </DialogContainer>
  );
}
