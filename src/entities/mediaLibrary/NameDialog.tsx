import { useState } from 'react';
import { useIntl } from 'react-intl';
import { messageText } from '../../framework/display/messageText';
import { FormDialog } from '../../framework/overlays/FormDialog';
import { useDialogContainer } from '../../ui/kit/Dialog';
import { TextField } from '../../ui/kit/TextField';
import type { NameProblem } from './useFolderActions';

interface Props {
  mode: 'new' | 'rename';
  initialName?: string;
  /** Names of the other folders beside this one: two folders of one name could not be told apart. */
  siblingNames: string[];
  /** Saves; resolves to a problem to show on the field, or null when done. */
  onSave: (name: string) => Promise<NameProblem | null>;
}

const MAX_NAME = 200;

/** Asks for a folder's name (new folder, rename); keeps what was typed when saving fails. */
export function NameDialog({ mode, initialName = '', siblingNames, onSave }: Props) {
  const intl = useIntl();
  const dialog = useDialogContainer();
  const [name, setName] = useState(initialName);
  const [problem, setProblem] = useState<NameProblem | null>(null);
  const [saving, setSaving] = useState(false);
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  const check = (value: string): NameProblem | null => {
    const trimmed = value.trim();
    if (!trimmed) return { id: 'validation.required' };
    if (trimmed.length > MAX_NAME) return { id: 'validation.maxLength', values: { max: MAX_NAME } };
    const same = (other: string) => other.localeCompare(trimmed, undefined, { sensitivity: 'accent' }) === 0;
    if (siblingNames.some(same) && !(mode === 'rename' && same(initialName))) return { id: 'mediaLibrary.dialog.duplicate', values: { name: trimmed } };
    return null;
  };

  const submit = async () => {
    const found = check(name);
    setProblem(found);
    if (found) return;
    if (mode === 'rename' && name.trim() === initialName) return dialog.dismiss();
    setSaving(true);
    const result = await onSave(name.trim());
    setSaving(false);
    if (result) setProblem(result);
    else dialog.dismiss();
  };

  return (
    <FormDialog
      title={t(mode === 'new' ? 'mediaLibrary.dialog.newTitle' : 'mediaLibrary.dialog.renameTitle')}
      submitLabel={t(mode === 'new' ? 'mediaLibrary.dialog.create' : 'common.actions.save')}
      saving={saving}
      onSubmit={() => void submit()}
      onCancel={dialog.dismiss}
    >
      <TextField
        label={t('mediaLibrary.dialog.name')}
        value={name}
        onChange={(value) => {
          setName(value);
          if (problem) setProblem(null);
        }}
        isRequired
        autoFocus
        dir="auto"
        errorMessage={problem ? messageText(intl, problem) : undefined}
      />
    </FormDialog>
  );
}
