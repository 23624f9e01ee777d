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
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const TYPES = [...CSV_TYPES, XLSX_TYPE];
const isTable = (type: string, name = '') => TYPES.includes(type) || /\.(csv|xlsx)$/i.test(name);

/** Drop a .csv or .xlsx file here or choose one (the admin's own exports of either kind). */
export function FileStep({ onFile }: Props) {
  const intl = useIntl();
  return (
    <DropZone
      className="import-file"
      getDropOperation={(types) => (TYPES.some((type) => types.has(type)) ? 'copy' : 'cancel')}
      onDrop={async (event) => {
        for (const item of event.items) {
          if (item.kind === 'file' && isTable(item.type, item.name)) {
            onFile(await item.getFile());
            return;
          }
        }
      }}
    >
      <DropZoneMessage icon={<AppIcon icon={IconFileUpload} size="L" />} heading={intl.formatMessage({ id: 'import.file.drop' })}>
        <FileTrigger acceptedFileTypes={['.csv', 'text/csv', '.xlsx', XLSX_TYPE]} onSelect={(files) => files?.[0] && onFile(files[0])}>
          <Button variant="primary">{intl.formatMessage({ id: 'import.file.choose' })}</Button>
        </FileTrigger>
      </DropZoneMessage>
    </DropZone>
  );
}
