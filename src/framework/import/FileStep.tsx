import { IconFileUpload } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { AppIcon } from '../../ui/AppIcon';
import { Button } from '../../ui/kit/Button';
import { DropZone, DropZoneMessage, FileTrigger } from '../../ui/kit/DropZone';

interface Props {
  onFile: (file: File) => void;
}

/** Windows names a .csv file's type after Excel. */
const CSV_TYPES = ['text/csv', 'application/vnd.ms-excel', 'text/plain'];
const isCsv = (type: string, name = '') => CSV_TYPES.includes(type) || name.toLowerCase().endsWith('.csv');

/** Drop a .csv file here or choose one. */
export function FileStep({ onFile }: Props) {
  const intl = useIntl();
  return (
    <DropZone
      className="import-file"
      getDropOperation={(types) => (CSV_TYPES.some((type) => types.has(type)) ? 'copy' : 'cancel')}
      onDrop={async (event) => {
        for (const item of event.items) {
          if (item.kind === 'file' && isCsv(item.type, item.name)) {
            onFile(await item.getFile());
            return;
          }
        }
      }}
    >
      <DropZoneMessage icon={<AppIcon icon={IconFileUpload} size="L" />} heading={intl.formatMessage({ id: 'import.file.drop' })}>
        <FileTrigger acceptedFileTypes={['.csv', 'text/csv']} onSelect={(files) => files?.[0] && onFile(files[0])}>
          <Button variant="primary">{intl.formatMessage({ id: 'import.file.choose' })}</Button>
        </FileTrigger>
      </DropZoneMessage>
    </DropZone>
  );
}
