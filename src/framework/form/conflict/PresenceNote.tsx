import { useIntl } from 'react-intl';
import { UserAvatar } from '../../../ui/UserAvatar';
import type { Editor } from './usePresence';
import './conflict.css';

/** "Ali Rezaei is also editing this record." with their pictures, above the form, while others have it open. */
export function PresenceNote({ editors }: { editors: Editor[] }) {
  const intl = useIntl();
  if (editors.length === 0) return null;
  const names = intl.formatList(editors.map((editor) => editor.fullName), { type: 'conjunction' });
  return (
    <div className="form-presence-note" role="status">
      <span className="form-presence-avatars">
        {editors.map((editor) => <UserAvatar key={editor.userId} name={editor.fullName} src={editor.avatarUrl} size={24} />)}
      </span>
      <span>{intl.formatMessage({ id: 'conflict.presence' }, { names, count: editors.length })}</span>
    </div>
  );
}
