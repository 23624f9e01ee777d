import { IconTableExport } from '@tabler/icons-react';
import { useIntl } from 'react-intl';
import { AppIcon } from '../../ui/AppIcon';
import { Button } from '../../ui/kit/Button';
import { ExportProgress } from '../list/export/ExportProgress';
import type { SheetExport } from '../list/export/useSheetExport';

/** A related-rows grid's Export Excel and, while it runs long, its progress and Cancel. */
export function PanelExport({ xlsx }: { xlsx: SheetExport }) {
  const intl = useIntl();
  return (
    <>
      <Button variant="secondary" onPress={() => void xlsx.run()} isPending={xlsx.exporting}>
        <AppIcon icon={IconTableExport} />
        <span>{intl.formatMessage({ id: 'list.actions.exportXlsx' })}</span>
      </Button>
      <ExportProgress export={xlsx} />
    </>
  );
}
