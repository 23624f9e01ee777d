import { Button, ButtonGroup, Flex, ProgressCircle } from '@adobe/react-spectrum';
import { useIntl } from 'react-intl';

interface Props {
  isSaving: boolean;
  onCancel: () => void;
}

/** Save and cancel; both wait while a save is on its way, so it cannot be sent twice. */
export function FormActions({ isSaving, onCancel }: Props) {
  const intl = useIntl();
  return (
    <Flex gap="size-200" alignItems="center" marginTop="size-300" UNSAFE_className="form-actions">
      <ButtonGroup isDisabled={isSaving}>
        <Button variant="accent" type="submit">
          {intl.formatMessage({ id: 'common.actions.save' })}
        </Button>
        <Button variant="secondary" onPress={onCancel}>
          {intl.formatMessage({ id: 'common.actions.cancel' })}
        </Button>
      </ButtonGroup>
      {isSaving && <ProgressCircle isIndeterminate size="S" aria-label={intl.formatMessage({ id: 'form.saving' })} />}
    </Flex>
  );
}
