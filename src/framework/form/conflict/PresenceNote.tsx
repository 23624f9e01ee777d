import { Content, InlineAlert } from '@adobe/react-spectrum';
import { useIntl } from 'react-intl';
import type { Editor } from './usePresence';

/** "Ali Rezaei is also editing this", above the form, while others have the record open. */
export function PresenceNote({ editors }: { editors: Editor[] }) {
  const intl = useIntl();
  if (editors.length === 0) return null;
  const names = intl.formatList(editors.map((editor) => editor.fullName), { type: 'conjunction' });
  return (
    <InlineAlert variant="notice" UNSAFE_className="form-presence-note">
      <Content>{intl.formatMessage({ id: 'conflict.presence' }, { names, count: editors.length })}</Content>
    </InlineAlert>
  );
}
