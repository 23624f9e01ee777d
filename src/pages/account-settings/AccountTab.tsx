import { useMutation } from '@apollo/client/react';
import { useFormik } from 'formik';
import { useEffect, useRef, useState } from 'react';
import { Form } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { object } from 'yup';
import { Button, ButtonGroup } from '../../ui/kit/Button';
import { RadioGroup } from '../../ui/kit/RadioGroup';
import { TextField } from '../../ui/kit/TextField';
import { toast } from '../../ui/toast';
import { UnsavedChangesDialog } from '../../framework/form/UnsavedChangesDialog';
import { useUnsavedChangesGuard } from '../../framework/form/useUnsavedChangesGuard';
import { updateSettings, useSettings, type LanguageCode } from '../../core/settings';
import type { Viewer } from '../../core/viewer/useViewer';
import { ViewerUpdateDocument } from '../../gql-docs';
import { LANGUAGES } from '../../i18n/locales';
import { viewerUpdateSchema } from '../../validation/account';
import { requiredString } from '../../validation/rules';
import { AVATAR_TYPES, AvatarField } from './AvatarField';
import { mapUserErrors, reportRefusedInput, reportSaveFailure, yupValidate } from './formErrors';
import { useAvatarUpload } from './useAvatarUpload';

interface AccountValues {
  fullName: string;
  avatarUrl: string | null;
  language: LanguageCode;
}

// The shared ViewerUpdateInput rules, with the name required: this form always sends it.
const schema = object({ fullName: requiredString(), avatarUrl: viewerUpdateSchema.fields.avatarUrl });

/** Name, picture and interface language; saving updates the viewer and the app's language. */
export function AccountTab({ viewer }: { viewer: Viewer }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const { language } = useSettings();
  const [update] = useMutation(ViewerUpdateDocument);
  const avatar = useAvatarUpload();
  const [fileError, setFileError] = useState<string | null>(null);
  // After a language change the confirmation waits for the new language to be on screen.
  const toastIn = useRef<LanguageCode | null>(null);
  useEffect(() => {
    if (!toastIn.current || !intl.locale.startsWith(toastIn.current)) return;
    toastIn.current = null;
    // The toast translator is set in a parent's effect, which runs after this one.
    setTimeout(() => toast.success('common.toast.saved'));
  }, [intl.locale]);
  const formik = useFormik<AccountValues>({
    initialValues: { fullName: viewer.user.fullName, avatarUrl: viewer.user.avatarUrl, language },
    validate: yupValidate(schema, intl),
    onSubmit: async (values, helpers) => {
      const input = { fullName: values.fullName.trim(), avatarUrl: values.avatarUrl, language: values.language === 'fa' ? 'FA' as const : 'EN' as const };
      try {
        const { data } = await update({ variables: { input } });
        const { fieldErrors, other } = mapUserErrors(intl, data?.viewerUpdate.userErrors ?? [], ['fullName', 'avatarUrl']);
        helpers.setErrors(fieldErrors);
        if (other.length > 0) reportRefusedInput();
        if (!data?.viewerUpdate.viewer) return;
        helpers.resetForm({ values });
        if (values.language === language) toast.success('common.toast.saved');
        else {
          toastIn.current = values.language;
          updateSettings({ language: values.language });
        }
      } catch (error) {
        // Every value stays in the form (PRODUCT.md section 6).
        reportSaveFailure(error, () => void formik.submitForm());
      }
    },
  });
  // Switching tabs or leaving with unsaved changes asks first (PRODUCT.md section 6).
  const guard = useUnsavedChangesGuard(formik.dirty && !formik.isSubmitting);
  const onSelect = async (file: File) => {
    setFileError(AVATAR_TYPES.includes(file.type) ? null : 'account.avatar.notImage');
    if (!AVATAR_TYPES.includes(file.type)) return;
    const url = await avatar.upload(file);
    if (url) await formik.setFieldValue('avatarUrl', url);
  };
  const uploading = avatar.state.status === 'uploading';
  const nameError = formik.touched.fullName ? formik.errors.fullName : undefined;
  return (
    <>
      <Form onSubmit={formik.handleSubmit} validationBehavior="aria" aria-label={t('account.tabs.account')} className="account-form">
        <AvatarField
          name={formik.values.fullName || viewer.user.email}
          value={formik.values.avatarUrl}
          upload={avatar.state}
          localError={fileError}
          onSelect={(file) => void onSelect(file)}
          onRemove={() => {
            avatar.reset();
            void formik.setFieldValue('avatarUrl', null);
          }}
        />
        <div className="account-form__grid">
          <TextField
            label={t('account.fields.fullName')} name="fullName" autoComplete="name" isRequired dir="auto"
            value={formik.values.fullName} onChange={(value) => void formik.setFieldValue('fullName', value)}
            onBlur={() => void formik.setFieldTouched('fullName')}
            errorMessage={nameError}
          />
          <TextField label={t('account.fields.email')} value={viewer.user.email} isReadOnly type="email" dir="ltr" plainText />
        </div>
        <RadioGroup
          label={t('account.fields.language')} orientation="horizontal"
          value={formik.values.language} onChange={(value) => void formik.setFieldValue('language', value)}
          options={Object.values(LANGUAGES).map((config) => ({ key: config.i18nLang, label: config.nativeName, lang: config.i18nLang }))}
        />
        <ButtonGroup className="account-form__actions">
          <Button type="submit" variant="accent" isPending={formik.isSubmitting} isDisabled={!formik.dirty || uploading}>
            {t('common.actions.save')}
          </Button>
          <Button type="button" variant="secondary" isDisabled={!formik.dirty || formik.isSubmitting} onPress={() => { avatar.reset(); formik.resetForm(); }}>
            {t('account.actions.discard')}
          </Button>
        </ButtonGroup>
      </Form>
      <UnsavedChangesDialog guard={guard} />
    </>
  );
}
