import { useMutation } from '@apollo/client/react';
import { useFormik } from 'formik';
import { Form } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Button } from '../../ui/kit/Button';
import { Heading } from '../../ui/kit/Layout';
import { TextField } from '../../ui/kit/TextField';
import { toast } from '../../ui/toast';
import { UnsavedChangesDialog } from '../../framework/form/UnsavedChangesDialog';
import { useUnsavedChangesGuard } from '../../framework/form/useUnsavedChangesGuard';
import { ViewerChangePasswordDocument } from '../../gql-docs';
import { changePasswordSchema, PASSWORD_MIN } from '../../validation/account';
import { SecondFactorSection } from './SecondFactorSection';
import { mapUserErrors, reportRefusedInput, reportSaveFailure, yupValidate } from './formErrors';

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const EMPTY: PasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };
const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
// Ids spelled out so the catalog test sees each one.
const META = {
  currentPassword: { label: 'account.fields.currentPassword', autoComplete: 'current-password' },
  newPassword: { label: 'account.fields.newPassword', autoComplete: 'new-password' },
  confirmPassword: { label: 'account.fields.confirmPassword', autoComplete: 'new-password' },
};

/**
 * Change password: current, new and confirmation, checked with the shared Yup schema; a wrong
 * current password (`auth.wrongPassword`) shows on that field and keeps what was typed.
 */
export function SecurityTab() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [change] = useMutation(ViewerChangePasswordDocument);
  const formik = useFormik<PasswordValues>({
    initialValues: EMPTY,
    validate: yupValidate(changePasswordSchema, intl),
    onSubmit: async ({ currentPassword, newPassword }, helpers) => {
      try {
        const { data } = await change({ variables: { currentPassword, newPassword } });
        const { fieldErrors, other } = mapUserErrors(intl, data?.viewerChangePassword.userErrors ?? [], FIELDS);
        if (Object.keys(fieldErrors).length > 0 || other.length > 0) {
          helpers.setErrors(fieldErrors);
          if (other.length > 0) reportRefusedInput();
          return;
        }
        helpers.resetForm();
        toast.success('account.security.changed');
      } catch (error) {
        reportSaveFailure(error, () => void formik.submitForm());
      }
    },
  });
  // Switching tabs or leaving with unsaved changes asks first (PRODUCT.md section 6).
  const guard = useUnsavedChangesGuard(formik.dirty && !formik.isSubmitting);
  const errorOf = (field: keyof PasswordValues) => (formik.touched[field] ? formik.errors[field] : undefined);
  const passwordField = (field: keyof PasswordValues) => (
    <TextField
      type="password" name={field} label={t(META[field].label)} isRequired autoComplete={META[field].autoComplete}
      value={formik.values[field]}
      onChange={(value) => void formik.setFieldValue(field, value)}
      onBlur={() => void formik.setFieldTouched(field)}
      errorMessage={errorOf(field)}
    />
  );
  return (
    <>
      <Form onSubmit={formik.handleSubmit} validationBehavior="aria" aria-labelledby="security-title" className="account-form account-form--narrow">
        <Heading level={2} id="security-title" className="account-section__title">{t('account.security.title')}</Heading>
        <p className="account-section__hint">{t('account.security.hint', { count: PASSWORD_MIN })}</p>
        {passwordField('currentPassword')}
        {passwordField('newPassword')}
        {passwordField('confirmPassword')}
        <div className="account-form__actions">
          <Button type="submit" variant="accent" isPending={formik.isSubmitting}>{t('account.security.submit')}</Button>
        </div>
      </Form>
      <UnsavedChangesDialog guard={guard} />
      <SecondFactorSection />
    </>
  );
}
