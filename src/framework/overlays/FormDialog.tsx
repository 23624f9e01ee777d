import { Button, ButtonGroup, Content, Dialog, Divider, Form, Heading } from '@adobe/react-spectrum';
import type { ComponentProps, ReactNode } from 'react';
import { useIntl } from 'react-intl';

export interface FormDialogProps {
  title: string;
  /** The primary button's label; "Save" by default. */
  submitLabel?: string;
  /** The fields; Enter in any of them submits. */
  children: ComponentProps<typeof Form>['children'];
  /** Under the form: what the server said that belongs to no field. */
  footnote?: ReactNode;
  saving: boolean;
  onSubmit: () => void;
  onCancel: () => void;
}

/**
 * A small dialog with a form (a name, a choice) and Cancel and Save. The caller keeps the values
 * and their problems, so nothing typed is lost when saving fails. Place it in a DialogContainer.
 *
 * @example <FormDialog title={t('views.save.title')} saving={saving} onSubmit={submit} onCancel={close}><TextField … /></FormDialog>
 */
export function FormDialog({ title, submitLabel, children, footnote, saving, onSubmit, onCancel }: FormDialogProps) {
  const intl = useIntl();
  return (
    <Dialog size="S">
      <Heading>{title}</Heading>
      <Divider />
      <Content>
        <Form
          validationBehavior="aria"
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          {children}
        </Form>
        {footnote}
      </Content>
      <ButtonGroup>
        <Button variant="secondary" onPress={onCancel}>
          {intl.formatMessage({ id: 'common.actions.cancel' })}
        </Button>
        <Button variant="accent" onPress={onSubmit} isPending={saving}>
          {submitLabel ?? intl.formatMessage({ id: 'common.actions.save' })}
        </Button>
      </ButtonGroup>
    </Dialog>
  );
}
