import { Button, DropZone, FileTrigger, Heading, IllustratedMessage, Text } from '@adobe/react-spectrum';
import { IconFileUpload } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { AppIcon } from '../../ui/AppIcon';

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
      width="100%"
      height="size-2400"
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
      <IllustratedMessage>
        <AppIcon icon={IconFileUpload} size="L" />
        <Heading>{intl.formatMessage({ id: 'import.file.drop' })}</Heading>
      </IllustratedMessage>
      <FileTrigger acceptedFileTypes={['.csv', 'text/csv']} onSelect={(files) => files?.[0] && onFile(files[0])}>
        <Button variant="primary">
          <Text>{intl.formatMessage({ id: 'import.file.choose' })}</Text>
        </Button>
      </FileTrigger>
    </DropZone>
  );
}
