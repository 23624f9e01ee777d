import { useQuery } from '@apollo/client/react';
import { useField, useFormikContext } from 'formik';
import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { CustomFieldProps } from '../../framework/entity/types';
import { formatTimecode } from '../../framework/fields/timecode';
import { useErrorText } from '../../framework/fields/useFormField';
import './learning.css';
import { MediaGetDocument } from '../../gql-docs';

type Values = { mediaId?: string | null; startMs?: unknown; endMs?: unknown };

const AFTER_END = 'learning.explanation.afterMediaEnd';
const ms = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/**
 * Keeps an explanation's start and end inside its media item once the item's length is known
 * (a length of 0 means not measured yet): shows the length, and refuses a save past it. It holds
 * no value (a display field); its check is Formik field-level validation under its own name, so
 * the problem is listed in the summary like any other field's.
 */
export default function MediaLengthCheck({ name, label }: CustomFieldProps) {
  const intl = useIntl();
  const { values } = useFormikContext<Values>();
  const mediaId = values.mediaId || null;
  const { data } = useQuery(MediaGetDocument, { variables: { id: mediaId ?? '' }, skip: !mediaId });
  const seconds = mediaId && data?.media?.id === mediaId ? data.media.durationSeconds : 0;
  const lengthMs = seconds > 0 ? seconds * 1000 : null;

  const validate = useCallback(() => {
    if (lengthMs === null) return undefined;
    const past = [ms(values.startMs), ms(values.endMs)].some((point) => point !== null && point > lengthMs);
    return past ? AFTER_END : undefined;
  }, [lengthMs, values.startMs, values.endMs]);
  const [, meta] = useField({ name, validate });
  const error = useErrorText(name, meta.error, false);

  if (lengthMs === null) return null;
  return (
    <div role="group" aria-label={label} className="media-length">
      <span>{intl.formatMessage({ id: 'learning.explanation.mediaLength' }, { length: formatTimecode(lengthMs) })}</span>
      {error && <p className="media-length__error" role="alert">{error}</p>}
    </div>
  );
}
