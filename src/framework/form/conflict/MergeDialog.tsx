import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import type { EntitySubject } from '../../../ability/subjects';
import { Button } from '../../../ui/kit/Button';
import { Dialog, DialogContainer, DialogContent, DialogFooter, DialogHeading } from '../../../ui/kit/Dialog';
import { Flex } from '../../../ui/kit/Layout';
import { RadioGroup } from '../../../ui/kit/RadioGroup';
import { useLabel } from '../../entity/labels';
import type { ReferenceLabels } from '../../fields/referenceLabels';
import { useValueFormatter } from '../../format/useValueFormatter';
import { fieldLabelId } from '../fieldNames';
import type { FormValues } from '../formValues';
import type { Choices } from './merge';
import type { PendingMerge } from './useConflict';
import { useReadableValue } from './useReadableValue';
import './conflict.css';

interface Props {
  subject: EntitySubject;
  merge: PendingMerge | null;
  labels: ReferenceLabels;
  /** The values the form holds now (a money field's currency). */
  values: FormValues;
  onResolve: (choices: Choices) => void;
  onCancel: () => void;
}

/**
 * The merge view of a stale save: who saved the record meanwhile and when, each field both sides
 * changed with "Keep mine" / "Keep theirs" (mine preselected: nothing typed is lost unless the
 * user says so), "Keep all mine" / "Keep all theirs", and the fields taken from them as they were
 * the only one to change them. "Save merged" saves on top of their version; Cancel keeps typing.
 */
export function MergeDialog({ subject, merge, labels, values, onResolve, onCancel }: Props) {
  const intl = useIntl();
  const label = useLabel();
  const format = useValueFormatter();
  const readable = useReadableValue(labels);
  const [choices, setChoices] = useState<Choices>({});
  useEffect(() => setChoices({}), [merge]);
  const all = (side: 'mine' | 'theirs') => setChoices(Object.fromEntries((merge?.conflicts ?? []).map(({ field }) => [field.name, side])));
  const who = merge?.updatedBy || intl.formatMessage({ id: 'conflict.someone' });

  return (
    <DialogContainer onDismiss={onCancel}>
      {merge && (
        <Dialog size="L" className="merge-dialog">
          <DialogHeading>{intl.formatMessage({ id: 'conflict.title' })}</DialogHeading>
          <DialogContent>
            <Flex direction="column" gap="size-200">
              <span>{intl.formatMessage({ id: 'conflict.intro' }, { who, when: format.dateTime(merge.updatedAt) })}</span>
              {merge.conflicts.length === 0 ? (
                <span>{intl.formatMessage({ id: 'conflict.noneBoth' })}</span>
              ) : (
                <>
                  <Flex gap="size-100" wrap>
                    <Button variant="secondary" onPress={() => all('mine')}>{intl.formatMessage({ id: 'conflict.keepAllMine' })}</Button>
                    <Button variant="secondary" onPress={() => all('theirs')}>{intl.formatMessage({ id: 'conflict.keepAllTheirs' }, { who })}</Button>
                  </Flex>
                  {merge.conflicts.map(({ field, mine, theirs }) => (
                    <RadioGroup
                      key={field.name}
                      label={label(fieldLabelId(subject, field), field.name)}
                      value={choices[field.name] ?? 'mine'}
                      onChange={(side) => setChoices((current) => ({ ...current, [field.name]: side as 'mine' | 'theirs' }))}
                      className="merge-field"
                      options={[
                        { key: 'mine', label: intl.formatMessage({ id: 'conflict.keepMine' }, { value: readable(field, mine, values) }) },
                        { key: 'theirs', label: intl.formatMessage({ id: 'conflict.keepTheirs' }, { who, value: readable(field, theirs, values) }) },
                      ]}
                    />
                  ))}
                </>
              )}
              {merge.taken.length > 0 && (
                <span className="merge-taken">
                  {intl.formatMessage(
                    { id: 'conflict.taken' },
                    { who, fields: intl.formatList(merge.taken.map((field) => label(fieldLabelId(subject, field), field.name)), { type: 'conjunction' }) },
                  )}
                </span>
              )}
            </Flex>
          </DialogContent>
          <DialogFooter>
            <Button variant="secondary" onPress={onCancel}>{intl.formatMessage({ id: 'common.actions.cancel' })}</Button>
            <Button variant="accent" onPress={() => onResolve(choices)}>{intl.formatMessage({ id: 'conflict.saveMerged' })}</Button>
          </DialogFooter>
        </Dialog>
      )}
    </DialogContainer>
  );
}
