import { useIntl } from 'react-intl';
import { InlineAlert } from '../../ui/kit/Feedback';

/** Why a record opens without Save: the declaration locked it (`readOnlyNote`) or the viewer may only read it. */
export function ReadOnlyNote({ messageId }: { messageId: string }) {
  const intl = useIntl();
  return (
    <InlineAlert variant="info" heading={intl.formatMessage({ id: 'records.readOnly.title' })} level={2} className="form-readonly-note">
      {intl.formatMessage({ id: messageId })}
    </InlineAlert>
  );
}
