import { Content, Heading, InlineAlert } from '@adobe/react-spectrum';
import { useIntl } from 'react-intl';

/** Why a record opens without Save: the declaration locked it (`readOnlyNote`) or the viewer may only read it. */
export function ReadOnlyNote({ messageId }: { messageId: string }) {
  const intl = useIntl();
  return (
    <InlineAlert variant="info" UNSAFE_className="form-readonly-note">
      <Heading level={2}>{intl.formatMessage({ id: 'records.readOnly.title' })}</Heading>
      <Content>{intl.formatMessage({ id: messageId })}</Content>
    </InlineAlert>
  );
}
