import { FormattedRelativeTime, useIntl } from 'react-intl';
import { Button } from '../../../ui/kit/Button';
import type { OtherSave } from './useOtherSaves';
import './conflict.css';

interface Props {
  save: OtherSave | null;
  /** The form has unsaved values: Review opens the merge view; otherwise the form already shows their version. */
  onReview?: () => void;
}

/**
 * "Sara saved this record 5 seconds ago — Review", above the form, as soon as it happens: the
 * merge view is offered before the viewer's own save would be refused. A form with nothing typed
 * has taken their version already and says so.
 */
export function OtherSaveNote({ save, onReview }: Props) {
  const intl = useIntl();
  if (!save) return null;
  const who = save.by ?? intl.formatMessage({ id: 'conflict.someone' });
  const seconds = Math.min(0, Math.round((Date.parse(save.at) - Date.now()) / 1000));
  const when = <FormattedRelativeTime value={seconds} unit="second" numeric="auto" updateIntervalInSeconds={1} />;
  const id = save.deleted ? 'conflict.live.deleted' : onReview ? 'conflict.live.saved' : 'conflict.live.taken';
  return (
    <div className="form-other-save" role="status">
      <span>{intl.formatMessage({ id }, { who, when })}</span>
      {onReview && !save.deleted && (
        <Button variant="secondary" onPress={onReview}>
          {intl.formatMessage({ id: 'conflict.live.review' })}
        </Button>
      )}
    </div>
  );
}
