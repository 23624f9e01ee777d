import { useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { STAFF_ROLES } from '../../ability/subjects';
import { usePreview } from '../../core/viewer/usePreview';
import { roleLabel } from '../../framework/format/why/labels';
import { PreviewUsersDocument } from '../../gql-docs';
import { Button } from '../../ui/kit/Button';
import { Picker } from '../../ui/kit/Picker';

const ANY = 'any';
/** ADMIN is who previews; looking through its own eyes would show nothing new. */
const PREVIEWED = STAFF_ROLES.filter((role) => role !== 'ADMIN');

/**
 * "View as" (issue 34, items 3 and 5): a button per role, and a staff member to look through for
 * rules with conditions on the user. The server starts the preview; the banner takes over.
 */
export function ViewAsPanel() {
  const intl = useIntl();
  const headingId = useId();
  const { start } = usePreview();
  const [userId, setUserId] = useState<string>(ANY);
  const { data } = useQuery(PreviewUsersDocument, { fetchPolicy: 'cache-and-network' });
  const users = data?.userList.items ?? [];
  const chosen = users.find((user) => user.id === userId) ?? null;
  const options = [
    { key: ANY, label: intl.formatMessage({ id: 'preview.anyUser' }) },
    ...users.map((user) => ({ key: user.id, label: `${user.fullName || user.email} · ${roleLabel(intl, user.role)}` })),
  ];
  return (
    <section className="card roles-view-as" aria-labelledby={headingId}>
      <h2 id={headingId} className="roles-view-as__title">{intl.formatMessage({ id: 'preview.section' })}</h2>
      <p className="roles-screen__intro">{intl.formatMessage({ id: 'preview.sectionIntro' })}</p>
      <div className="roles-screen__controls">
        {PREVIEWED.map((role) => (
          <Button key={role} variant="secondary" onPress={() => void start(role)}>
            {intl.formatMessage({ id: 'preview.viewAs' }, { role: roleLabel(intl, role) })}
          </Button>
        ))}
      </div>
      <div className="roles-screen__controls">
        <Picker label={intl.formatMessage({ id: 'preview.user' })} options={options} selectedKey={userId} onChange={(key) => setUserId(key ?? ANY)} />
        {chosen && (
          <Button variant="primary" onPress={() => void start(chosen.role, chosen.id)}>
            {intl.formatMessage({ id: 'preview.viewAsUser' }, { name: chosen.fullName || chosen.email })}
          </Button>
        )}
      </div>
    </section>
  );
}
