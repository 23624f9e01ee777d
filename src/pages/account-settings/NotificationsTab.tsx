import { useMutation } from '@apollo/client/react';
import { useFormik } from 'formik';
import { Form } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Button } from '../../ui/kit/Button';
import { Checkbox, CheckboxGroup } from '../../ui/kit/Checkbox';
import { Heading } from '../../ui/kit/Layout';
import { Switch } from '../../ui/kit/Switch';
import { toast } from '../../ui/toast';
import { UnsavedChangesDialog } from '../../framework/form/UnsavedChangesDialog';
import { useUnsavedChangesGuard } from '../../framework/form/useUnsavedChangesGuard';
import type { Viewer } from '../../core/viewer/useViewer';
import { ViewerUpdateDocument } from '../../gql-docs';
import type { StaffNotificationKind } from '../../gql/graphql';
import { mapUserErrors, reportRefusedInput, reportSaveFailure } from './formErrors';

/** A label per kind; typed as a Record so a kind added to the schema fails to compile here. */
const KIND_LABEL: Record<StaffNotificationKind, string> = {
  ABUSE_REPORTED: 'account.notifications.kind.ABUSE_REPORTED',
  COMMENT_PENDING: 'account.notifications.kind.COMMENT_PENDING',
  PAYMENT_FAILED: 'account.notifications.kind.PAYMENT_FAILED',
  USER_REGISTERED: 'account.notifications.kind.USER_REGISTERED',
  MEDIA_PUBLISHED: 'account.notifications.kind.MEDIA_PUBLISHED',
  SYSTEM: 'account.notifications.kind.SYSTEM',
};
const KINDS = Object.keys(KIND_LABEL) as StaffNotificationKind[];

interface PreferenceValues {
  notificationKinds: StaffNotificationKind[];
  emailDigest: boolean;
}

/** Which staff notifications the viewer receives, and the daily e-mail digest. */
export function NotificationsTab({ viewer }: { viewer: Viewer }) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [update] = useMutation(ViewerUpdateDocument);
  const formik = useFormik<PreferenceValues>({
    initialValues: { notificationKinds: [...viewer.settings.notificationKinds], emailDigest: viewer.settings.emailDigest },
    onSubmit: async (values, helpers) => {
      try {
        const { data } = await update({ variables: { input: values } });
        const { other } = mapUserErrors(intl, data?.viewerUpdate.userErrors ?? [], []);
        if (other.length > 0 || !data?.viewerUpdate.viewer) {
          reportRefusedInput();
          return;
        }
        helpers.resetForm({ values });
        toast.success('common.toast.saved');
      } catch (error) {
        reportSaveFailure(error, () => void formik.submitForm());
      }
    },
  });
  // Switching tabs or leaving with unsaved changes asks first (PRODUCT.md section 6).
  const guard = useUnsavedChangesGuard(formik.dirty && !formik.isSubmitting);
  return (
    <>
      <Form onSubmit={formik.handleSubmit} aria-labelledby="notifications-title" className="account-form account-form--narrow">
        <Heading level={2} id="notifications-title" className="account-section__title">{t('account.notifications.title')}</Heading>
        <CheckboxGroup
          label={t('account.notifications.kinds')}
          value={formik.values.notificationKinds}
          onChange={(value) => void formik.setFieldValue('notificationKinds', KINDS.filter((kind) => value.includes(kind)))}
        >
          {KINDS.map((kind) => (
            <Checkbox key={kind} value={kind}>{t(KIND_LABEL[kind])}</Checkbox>
          ))}
        </CheckboxGroup>
        <Switch isSelected={formik.values.emailDigest} onChange={(value) => void formik.setFieldValue('emailDigest', value)}>
          {t('account.notifications.emailDigest')}
        </Switch>
        <p className="account-section__hint">{t('account.notifications.emailDigestHint')}</p>
        <div className="account-form__actions">
          <Button type="submit" variant="accent" isPending={formik.isSubmitting} isDisabled={!formik.dirty}>
            {t('common.actions.save')}
          </Button>
        </div>
      </Form>
      <UnsavedChangesDialog guard={guard} />
    </>
  );
}
