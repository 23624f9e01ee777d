import { IconX } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { messageText } from '../../framework/display/messageText';
import { AppIcon } from '../../ui/AppIcon';
import { ActionButton } from '../../ui/kit/ActionButton';
import { Flex } from '../../ui/kit/Layout';
import { ProgressBar } from '../../ui/kit/Progress';
import type { UploadJob } from './useUploadQueue';

const LABELS = { uploading: 'mediaLibrary.uploads.uploading', saving: 'mediaLibrary.uploads.saving', done: 'mediaLibrary.uploads.done', failed: 'mediaLibrary.uploads.failed' };

/** Each upload with its own progress and cancel; a refused file says why until dismissed. */
export function UploadQueue({ jobs, onCancel }: { jobs: UploadJob[]; onCancel: (key: string) => void }) {
  const intl = useIntl();
  if (jobs.length === 0) return null;
  return (
    <section className="upload-queue" aria-label={intl.formatMessage({ id: 'mediaLibrary.uploads.title' })}>
      <ul>
        {jobs.map((job) => (
          <li key={job.key} className={`upload-queue__item upload-queue__item--${job.status}`}>
            <Flex alignItems="end" gap="size-100">
              {job.status === 'failed' ? (
                <div className="upload-queue__failure" role="alert">
                  <span className="upload-queue__name">{intl.formatMessage({ id: LABELS.failed }, { name: job.name })}</span>
                  <span className="upload-queue__error">{messageText(intl, job.error)}</span>
                </div>
              ) : (
                <ProgressBar className="upload-queue__progress" label={intl.formatMessage({ id: LABELS[job.status] }, { name: job.name })} value={job.percent} showValueLabel />
              )}
              {job.status !== 'done' && job.status !== 'saving' && (
                <ActionButton
                  isQuiet
                  aria-label={intl.formatMessage({ id: job.status === 'failed' ? 'mediaLibrary.uploads.dismiss' : 'mediaLibrary.uploads.cancel' }, { name: job.name })}
                  onPress={() => onCancel(job.key)}
                >
                  <AppIcon icon={IconX} />
                </ActionButton>
              )}
            </Flex>
          </li>
        ))}
      </ul>
    </section>
  );
}
