import type { ReactNode } from 'react';
import { Form } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Button } from '../../ui/kit/Button';
import { Dialog, DialogContent, DialogFooter, DialogHeading } from '../../ui/kit/Dialog';
import './overlays.css';

export interface FormDialogProps {
  title: string;
  /** The primary button's label; "Save" by default. */
  submitLabel?: string;
  /** The fields, one under the other; Enter in any of them submits. */
  children: ReactNode;
  /** Under the form: what the server said that belongs to no field. */
  footnote?: ReactNode;
  saving: boolean;
  onSubmit: () => void;
  onCancel: () => void;
}

/**
 * A small dialog with a form (a name, a choice) and Cancel and Save. The caller keeps the values
 * and their problems, so nothing typed is lost when saving fails. Place it in the kit's
 * DialogContainer.
 *
 * @example <FormDialog title={t('views.save.title')} saving={saving} onSubmit={submit} onCancel={close}><TextField … /></FormDialog>
 */
export function FormDialog({ title, submitLabel, children, footnote, saving, onSubmit, onCancel }: FormDialogProps) {
  const intl = useIntl();
  return (
    <Dialog size="S">
      <DialogHeading>{title}</DialogHeading>
      <DialogContent>
        <Form
          validationBehavior="aria"
          className="form-dialog__form"
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          {children}
        </Form>
        {footnote}
      </DialogContent>
      <DialogFooter>
        <Button variant="secondary" onPress={onCancel}>
          {intl.formatMessage({ id: 'common.actions.cancel' })}
        </Button>
        <Button variant="accent" onPress={onSubmit} isPending={saving}>
          {submitLabel ?? intl.formatMessage({ id: 'common.actions.save' })}
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
