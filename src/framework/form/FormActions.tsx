import { useIntl } from 'react-intl';
import { Button } from '../../ui/kit/Button';
import { Flex } from '../../ui/kit/Layout';
import { ProgressCircle } from '../../ui/kit/Progress';
import { SaveFailureAlert } from './SaveFailureAlert';

interface Props {
  isSaving: boolean;
  onCancel: () => void;
  /** False on a record that cannot change (read-only note shown): no Save, and Cancel reads Close. */
  canSave?: boolean;
}

/**
 * Save and cancel; both wait while a save is on its way, so it cannot be sent twice. Above them,
 * why the last save failed (and Retry) when it did.
 *
 * A mouse press on them keeps the focus where it is: moving it would blur the field being typed
 * in, whose error then appears above the buttons and pushes them down between mousedown and
 * mouseup, so the click would land beside the button and be lost. Saving validates every field
 * anyway, and the keyboard path is unchanged.
 *
 * The two buttons sit in a plain row, not a ButtonGroup: Spectrum's measured its buttons for
 * overflow on mount, a forced layout on every form's first render (~60 ms at 4× CPU).
 */
export function FormActions({ isSaving, onCancel, canSave = true }: Props) {
  const intl = useIntl();
  return (
    <>
      {canSave && <SaveFailureAlert />}
      <Flex gap="size-200" alignItems="center" marginTop="size-300" className="form-actions">
        <div className="form-actions__buttons" onMouseDownCapture={(event) => event.preventDefault()}>
          {canSave && (
            <Button variant="accent" type="submit" isDisabled={isSaving}>
              {intl.formatMessage({ id: 'common.actions.save' })}
            </Button>
          )}
          <Button variant="secondary" onPress={onCancel} isDisabled={isSaving}>
            {intl.formatMessage({ id: canSave ? 'common.actions.cancel' : 'common.actions.close' })}
          </Button>
        </div>
        {isSaving && <ProgressCircle isIndeterminate size="S" aria-label={intl.formatMessage({ id: 'form.saving' })} />}
      </Flex>
    </>
  );
}
