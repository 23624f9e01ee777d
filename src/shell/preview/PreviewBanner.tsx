import { IconEye } from '@tabler/icons-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { usePreview } from '../../core/viewer/usePreview';
import { useViewer } from '../../core/viewer/useViewer';
import { roleLabel } from '../../framework/format/why/labels';
import { AppIcon } from '../../ui/AppIcon';
import { Button } from '../../ui/kit/Button';
import './preview.css';

/**
 * While the session previews a role (the server says so with the viewer), a banner on every
 * screen names the role and the user, says that nothing can be changed, and offers Exit, which
 * gives the ADMIN its own session back on the same screen.
 */
export function PreviewBanner() {
  const intl = useIntl();
  const { viewer } = useViewer();
  const { exit } = usePreview();
  const [leaving, setLeaving] = useState(false);
  const preview = viewer?.preview;
  if (!preview) return null;
  const role = roleLabel(intl, preview.role);
  const leave = async () => {
    setLeaving(true);
    await exit();
    setLeaving(false);
  };
  return (
    <section className="preview-banner" aria-label={intl.formatMessage({ id: 'preview.banner.label' })}>
      <AppIcon icon={IconEye} />
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
