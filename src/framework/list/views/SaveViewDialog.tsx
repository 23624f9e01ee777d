import { useState } from 'react';
import { useIntl } from 'react-intl';
import { STAFF_ROLES } from '../../../ability/subjects';
import type { Role, UserErrorFieldsFragment } from '../../../gql/graphql';
import { Picker } from '../../../ui/kit/Picker';
import { TextField } from '../../../ui/kit/TextField';
import { FormDialog } from '../../overlays/FormDialog';
import { showMutationError } from '../deleteFeedback';
import type { SavedView, ViewDraft } from './useSavedViews';

const PRIVATE = 'private';

interface Props {
  /** The view being renamed or reshared; none to save the list as a new view. */
  view?: SavedView;
  save: (draft: ViewDraft) => Promise<{ view: SavedView | null; userErrors: UserErrorFieldsFragment[] }>;
  onSaved: (view: SavedView) => void;
  close: () => void;
}

/** Name and sharing of a view; the server's reasons show on their fields and nothing typed is lost. */
export function SaveViewDialog({ view, save, onSaved, close }: Props) {
  const intl = useIntl();
  const [name, setName] = useState(view?.name ?? '');
  const [role, setRole] = useState<string>(view?.sharedWithRole ?? PRIVATE);
  const [errors, setErrors] = useState<UserErrorFieldsFragment[]>([]);
  const [saving, setSaving] = useState(false);
  const errorOf = (field: string) => {
    const error = errors.find((item) => item.field?.at(-1) === field);
    return error ? intl.formatMessage({ id: error.message }, (error.values ?? undefined) as Record<string, string>) : undefined;
  };
  const other = errors.filter((item) => !['name', 'sharedWithRole'].includes(item.field?.at(-1) ?? ''));

  const submit = async () => {
    if (!name.trim()) return setErrors([{ field: ['input', 'name'], message: 'validation.required', code: 'REQUIRED', values: null }]);
    setSaving(true);
    try {
      const result = await save({ name: name.trim(), sharedWithRole: role === PRIVATE ? null : (role as Role) });
      if (result.view) {
        onSaved(result.view);
        close();
      } else setErrors(result.userErrors);
    } catch (error) {
      showMutationError(intl, error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormDialog
      title={intl.formatMessage({ id: view ? 'views.edit.title' : 'views.save.title' })}
      saving={saving}
      onSubmit={() => void submit()}
      onCancel={close}
      footnote={other.map((error) => (
        <span key={error.message} className="views-error">
          {intl.formatMessage({ id: error.message }, (error.values ?? undefined) as Record<string, string>)}
        </span>
      ))}
    >
      <TextField
        label={intl.formatMessage({ id: 'views.fields.name' })}
        value={name}
        onChange={setName}
        isRequired
        autoFocus
        errorMessage={errorOf('name')}
      />
      <Picker
        label={intl.formatMessage({ id: 'views.fields.sharedWith' })}
        options={[PRIVATE, ...STAFF_ROLES].map((key) => ({ key, label: intl.formatMessage({ id: key === PRIVATE ? 'views.private' : `enum.Role.${key}` }) }))}
        selectedKey={role}
        onChange={(key) => key !== null && setRole(key)}
        errorMessage={errorOf('sharedWithRole')}
      />
    </FormDialog>
  );
}
