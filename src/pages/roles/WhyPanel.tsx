import { useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { createAppAbility } from '../../ability/ability';
import { defineRulesFor } from '../../ability/rules';
import { STAFF_ROLES, type Action, type Subject } from '../../ability/subjects';
import { why } from '../../ability/why';
import { ENUM_VALUES } from '../../gql-facts/schemaFacts';
import { actionLabel, enumOf, fieldLabel, labelledFields, roleLabel, subjectLabel, valueLabel } from '../../framework/format/why/labels';
import { whySentence } from '../../framework/format/why/whyText';
import { Picker } from '../../ui/kit/Picker';
import { TextField } from '../../ui/kit/TextField';
import { conditionFields } from './conditionFields';

interface Props {
  actions: string[];
  subjects: string[];
}

const ANY = '';

/**
 * "Why?" for any role, action, subject, record and field. The record is described, not loaded:
 * its attributes are the ones the role's rules read (a media item's status, a user's role), so any
 * record can be asked about, also one that does not exist yet; the id only names it.
 */
export function WhyPanel({ actions, subjects }: Props) {
  const intl = useIntl();
  const headingId = useId();
  const [role, setRole] = useState<string>('EDITOR');
  const [action, setAction] = useState('delete');
  const [subject, setSubject] = useState('Media');
  const [field, setField] = useState(ANY);
  const [recordId, setRecordId] = useState('');
  const [record, setRecord] = useState<Record<string, string>>({});
  const rules = useMemo(() => defineRulesFor(role), [role]);
  const readFields = conditionFields(rules, subject);
  const attributes = Object.fromEntries(Object.entries(record).filter(([name, value]) => value !== ANY && readFields.includes(name)));
  const question = { action: action as Action, subject: subject as Subject, record: Object.keys(attributes).length > 0 ? attributes : null, field: field || null };
  const sentence = whySentence(intl, question, why(createAppAbility(rules), question), { role, recordId: recordId.trim() || null });
  const sorted = (keys: string[], label: (key: string) => string) => keys.map((key) => ({ key, label: label(key) })).sort((a, b) => a.label.localeCompare(b.label, intl.locale));
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <section className="card why-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="why-panel__title">{t('why.title')}</h2>
      <p className="why-panel__intro">{t('why.intro')}</p>
      <div className="why-panel__form">
        <Picker label={t('why.role')} options={STAFF_ROLES.map((key) => ({ key, label: roleLabel(intl, key) }))} selectedKey={role} onChange={(key) => key && setRole(key)} />
        <Picker label={t('why.action')} options={actions.map((key) => ({ key, label: actionLabel(intl, key) }))} selectedKey={action} onChange={(key) => key && setAction(key)} />
        <Picker label={t('why.subject')} options={sorted(subjects, (key) => subjectLabel(intl, key))} selectedKey={subject} onChange={(key) => { if (key) { setSubject(key); setField(ANY); setRecord({}); } }} />
        <Picker label={t('why.fieldPicker')} options={[{ key: ANY, label: t('why.anyField') }, ...sorted(labelledFields(intl, subject), (key) => fieldLabel(intl, subject, key))]} selectedKey={field} onChange={(key) => setField(key ?? ANY)} />
        <TextField label={t('why.recordId')} value={recordId} onChange={setRecordId} dir="ltr" style={{ inlineSize: '12rem' }} />
        {readFields.map((name) => {
          const type = enumOf(subject, name);
          const label = fieldLabel(intl, subject, name);
          const value = record[name] ?? ANY;
          const set = (next: string | null) => setRecord({ ...record, [name]: next ?? ANY });
          return type ? (
            <Picker key={name} label={label} selectedKey={value} onChange={set}
              options={[{ key: ANY, label: t('why.anyValue') }, ...ENUM_VALUES[type as keyof typeof ENUM_VALUES].map((key) => ({ key, label: valueLabel(intl, subject, name, key) }))]} />
          ) : (
            <TextField key={name} label={label} value={value} onChange={set} />
          );
        })}
      </div>
      <p className="why-panel__answer" role="status" data-testid="why-answer">{sentence}</p>
    </section>
  );
}
