import { Button, DropZone, FileTrigger, Heading, IllustratedMessage, Text } from '@adobe/react-spectrum';
import { IconFileUpload } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { AppIcon } from '../../ui/AppIcon';

interface Props {
  onFile: (file: File) => void;
}

const isCsv = (type: string, name = '') => type === 'text/csv' || name.toLowerCase().endsWith('.csv');

/** Drop a .csv file here or choose one. */
export function FileStep({ onFile }: Props) {
  const intl = useIntl();
  return (
    <DropZone
      width="100%"
      height="size-2400"
      getDropOperation={(types) => (types.has('text/csv') || types.has('text/plain') ? 'copy' : 'cancel')}
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
