import { IconHeadphones, IconMovie } from '@tabler/icons-react';
import { useFormikContext } from 'formik';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { CustomFieldProps } from '../../framework/entity/types';
import { isHttpUrl } from '../../framework/display/safeUrls';
import './media.css';

type Values = { kind?: string | null; fileUrl?: string | null; coverUrl?: string | null; durationSeconds?: number | null };

/**
 * What learners will see: a placeholder until the media file is uploaded, then an audio or video
 * player for it with the cover as its poster. It only shows the form's values (a display field),
 * except that a player that learns the file's length fills an empty duration.
 */
export default function MediaPreview({ label }: CustomFieldProps) {
  const intl = useIntl();
  const labelId = useId();
  const { values, setFieldValue } = useFormikContext<Values>();
  const audio = values.kind === 'AUDIO';
  const file = isHttpUrl(values.fileUrl) ? values.fileUrl : null;
  const cover = isHttpUrl(values.coverUrl) ? values.coverUrl : undefined;
  const playerLabel = intl.formatMessage({ id: audio ? 'media.preview.player.audio' : 'media.preview.player.video' });
  const fillDuration = (seconds: number) => {
    if (values.durationSeconds == null && Number.isFinite(seconds) && seconds > 0) void setFieldValue('durationSeconds', Math.round(seconds));
  };

  let body;
  if (!file) {
    const Icon = audio ? IconHeadphones : IconMovie;
    body = (
      <div className="media-preview__placeholder" style={cover ? { backgroundImage: `url("${cover}")` } : undefined}>
        <Icon size={40} stroke={1.25} aria-hidden />
        <span>{intl.formatMessage({ id: audio ? 'media.preview.empty.audio' : 'media.preview.empty.video' })}</span>
      </div>
    );
  } else if (audio) {
    body = (
      <div className="media-preview__audio">
        {cover && <img src={cover} alt="" className="media-preview__cover" />}
        <audio controls src={file} aria-label={playerLabel} preload="metadata" onLoadedMetadata={(event) => fillDuration(event.currentTarget.duration)} />
      </div>
    );
  } else {
    body = (
      <video
        key={file}
        controls
        src={file}
        poster={cover}
        aria-label={playerLabel}
        preload="metadata"
        className="media-preview__video"
        onLoadedMetadata={(event) => fillDuration(event.currentTarget.duration)}
      />
    );
  }

  return (
    <div role="group" aria-labelledby={labelId} className="media-preview" data-state={file ? (audio ? 'audio' : 'video') : 'empty'}>
      <div id={labelId} className="media-preview__label">{label}</div>
      {body}
    </div>
  );
}
