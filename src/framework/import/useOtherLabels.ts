import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { loadCatalog } from '../../i18n/loadMessages';
import { messageText } from '../../i18n/messageText';
import type { EntitySubject } from '../../ability/subjects';
import type { FieldDef } from '../entity/types';
import { fieldLabelId } from '../form/fieldNames';

/**
 * The fields' labels in the other interface language, so a file exported in English maps itself
 * in a Persian session and the other way round. Empty until that catalog has loaded.
 */
export function useOtherLabels(subject: EntitySubject, fields: FieldDef[]): Record<string, string> {
  const intl = useIntl();
  const [labels, setLabels] = useState<Record<string, string>>({});
  useEffect(() => {
    let live = true;
    void loadCatalog(intl.locale.startsWith('fa') ? 'en' : 'fa').then((messages) => {
      if (live) setLabels(Object.fromEntries(fields.map((field) => [field.name, messageText(messages[fieldLabelId(subject, field)])])));
    });
    return () => {
      live = false;
    };
  }, [intl.locale, subject, fields]);
  return labels;
}
