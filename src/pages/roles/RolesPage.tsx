import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { buildMatrix, matrixActions, matrixDifferences, matrixSubjects } from '../../ability/matrix';
import { defineRulesFor } from '../../ability/rules';
import { STAFF_ROLES } from '../../ability/subjects';
import { roleLabel, subjectLabel } from '../../framework/format/why/labels';
import { downloadText } from '../../framework/list/download';
import { AppIcon } from '../../ui/AppIcon';
import { Button } from '../../ui/kit/Button';
import { Picker } from '../../ui/kit/Picker';
import { SearchField } from '../../ui/kit/SearchField';
import { matrixCsv } from './matrixText';
import { RoleMatrixTable } from './RoleMatrixTable';
import { ViewAsPanel } from './ViewAsPanel';
import { WhyPanel } from './WhyPanel';
import './roles.css';

const NONE = 'none';
const ruleSets = STAFF_ROLES.map((role) => defineRulesFor(role));
// Every role's subjects and actions: two roles compared share rows and columns.
const subjects = matrixSubjects(...ruleSets);
const actions = matrixActions(...ruleSets);

/**
 * `/roles` (ADMIN): what each role may do, built at run time from the rules the server enforces,
 * so a changed rule shows here with no change to this screen. One role, or two side by side with
 * their differences marked; a filter by subject; CSV of what is shown; "Why?" under it.
 */
export function RolesPage() {
  const intl = useIntl();
  const headingId = useId();
  const [roleA, setRoleA] = useState<string>('SUPPORT');
  const [roleB, setRoleB] = useState<string>(NONE);
  const [filter, setFilter] = useState('');
  const compared = roleB === NONE ? null : roleB;
  const needle = filter.trim().toLocaleLowerCase();
  const shown = useMemo(
    () => subjects.filter((subject) => !needle || subjectLabel(intl, subject).toLocaleLowerCase().includes(needle) || subject.toLowerCase().includes(needle)),
    [intl, needle],
  );
  const rowsA = useMemo(() => buildMatrix(defineRulesFor(roleA), shown, actions), [roleA, shown]);
  const rowsB = useMemo(() => (compared ? buildMatrix(defineRulesFor(compared), shown, actions) : null), [compared, shown]);
  const differences = useMemo(() => (rowsB ? matrixDifferences(rowsA, rowsB) : new Set<string>()), [rowsA, rowsB]);
  const roles = STAFF_ROLES.map((key) => ({ key, label: roleLabel(intl, key) }));
  const exportCsv = () => {
    const matrices = [{ role: roleA, rows: rowsA }, ...(compared && rowsB ? [{ role: compared, rows: rowsB }] : [])];
    downloadText(matrixCsv(intl, matrices), `roles-${[roleA, compared].filter(Boolean).join('-').toLowerCase()}.csv`);
  };
  return (
    <div className="roles-screen">
      <section className="card roles-matrix-card" aria-labelledby={headingId}>
        <header className="list-header">
          <h1 id={headingId} className="page-title" tabIndex={-1}>{intl.formatMessage({ id: 'roles.title' })}</h1>
          <Button variant="secondary" onPress={exportCsv}>
            <AppIcon icon={IconFileSpreadsheet} />
            <span>{intl.formatMessage({ id: 'roles.export' })}</span>
          </Button>
        </header>
        <p className="roles-screen__intro">{intl.formatMessage({ id: 'roles.intro' })}</p>
        <div className="roles-screen__controls">
          <Picker label={intl.formatMessage({ id: 'roles.roleA' })} options={roles} selectedKey={roleA} onChange={(key) => key && setRoleA(key)} />
          <Picker
            label={intl.formatMessage({ id: 'roles.roleB' })}
            options={[{ key: NONE, label: intl.formatMessage({ id: 'roles.noCompare' }) }, ...roles.filter((role) => role.key !== roleA)]}
            selectedKey={roleB === roleA ? NONE : roleB}
            onChange={(key) => setRoleB(key ?? NONE)}
          />
          <SearchField label={intl.formatMessage({ id: 'roles.filter' })} value={filter} onChange={setFilter} />
        </div>
        {/* Spoken when the comparison changes: the count, not a colour, tells where they differ. */}
        <p className="roles-screen__differences" role="status">
          {rowsB ? intl.formatMessage({ id: 'roles.differences' }, { count: differences.size }) : ''}
        </p>
        <RoleMatrixTable captionId={headingId} actions={actions} roleA={roleA} rowsA={rowsA} roleB={compared} rowsB={rowsB} differences={differences} />
      </section>
      <ViewAsPanel />
      <WhyPanel actions={actions} subjects={subjects} />
    </div>
  );
}
