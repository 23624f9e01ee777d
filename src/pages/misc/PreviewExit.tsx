import { useState } from 'react';
import { useIntl } from 'react-intl';
import { endPreview, previewMark } from '../../core/viewer/previewSession';
import { roleLabel } from '../../framework/format/why/labels';
import { Button } from '../../ui/kit/Button';
import { useRouterNavigate } from '../../ui/routerState';

/**
 * The 403 page is outside the signed-in shell (no banner there): during a preview it still says
 * whose eyes these are and offers Exit, which goes back to the screen the preview refused.
 */
export function PreviewExit() {
  const intl = useIntl();
  const navigate = useRouterNavigate();
  const [leaving, setLeaving] = useState(false);
  const preview = previewMark();
  if (!preview) return null;
  const role = roleLabel(intl, preview.role);
  const leave = async () => {
    setLeaving(true);
    // The app's client lives in the shell's chunk: loaded only when someone leaves a preview here.
    const { getAppApolloClient } = await import('../../shell/apollo/appClient');
    await endPreview(getAppApolloClient(), window.location.pathname, navigate);
    setLeaving(false);
  };
  return (
    <section className="preview-banner" aria-label={intl.formatMessage({ id: 'preview.banner.label' })}>
      <p className="preview-banner__text" role="status">
        {preview.user
          ? intl.formatMessage({ id: 'preview.banner.asUser' }, { role, name: <bdi key="name">{preview.user.name}</bdi> })
          : intl.formatMessage({ id: 'preview.banner.asRole' }, { role })}
        <span className="preview-banner__note">{intl.formatMessage({ id: 'preview.banner.readOnly' })}</span>
      </p>
      <Button variant="secondary" isPending={leaving} onPress={() => void leave()}>
        {intl.formatMessage({ id: 'preview.exit' })}
      </Button>
    </section>
  );
}
