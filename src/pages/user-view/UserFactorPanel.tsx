import { useMutation, useQuery } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { ResetUserFactorDocument, UserSecondFactorDocument } from '../../gql-docs';
import { AlertDialog } from '../../ui/kit/AlertDialog';
import { Button } from '../../ui/kit/Button';
import { DialogTrigger } from '../../ui/kit/Dialog';
import { toast } from '../../ui/toast';

/**
 * ADMIN's view of a staff member's two-step verification, with "Reset" for a lost phone: the
 * member enrols again (at the next sign-in when the role requires it). The server records the
 * reset in the activity log.
 */
export function UserFactorPanel({ userId, name }: { userId: string; name: string }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const { data, refetch } = useQuery(UserSecondFactorDocument, { variables: { userId }, fetchPolicy: 'network-only' });
  const [reset, { loading }] = useMutation(ResetUserFactorDocument);
  const factor = data?.userSecondFactor;
  if (!factor) return null;
  const run = async () => {
    try {
      const { data: answer } = await reset({ variables: { userId } });
      if (answer?.resetUserFactor.userErrors.length) return toast.error('factor.reset.failed');
      toast.success('factor.reset.done', { name });
      void refetch();
    } catch {
      toast.error('errors.network');
    }
  };
  return (
    <div className="user-view__factor" data-factor={factor.enrolled ? 'on' : 'off'}>
      <span>{t(factor.enrolled ? 'factor.reset.on' : factor.required ? 'factor.reset.offRequired' : 'factor.reset.off')}</span>
      {factor.enrolled && (
        <DialogTrigger>
          <Button variant="secondary" isPending={loading}>{t('factor.reset.button')}</Button>
          <AlertDialog
            variant="destructive"
            title={t('factor.reset.title')}
            primaryActionLabel={t('factor.reset.button')}
            cancelLabel={t('common.actions.cancel')}
            onPrimaryAction={() => void run()}
          >
            {t('factor.reset.body', { name })}
          </AlertDialog>
        </DialogTrigger>
      )}
    </div>
  );
}
