import { useIntl } from 'react-intl';
import { Button } from '../../../ui/kit/Button';
import { ProgressBar } from '../../../ui/kit/Progress';
import type { SheetExport } from './useSheetExport';
import './export.css';

/** The XLSX export's progress and its Cancel, shown once it runs longer than a moment. */
export function ExportProgress({ export: sheet }: { export: SheetExport }) {
  const intl = useIntl();
  if (sheet.progress === null) return null;
  return (
    <div className="export-progress">
      <ProgressBar label={intl.formatMessage({ id: 'list.export.xlsxProgress' })} value={sheet.progress} showValueLabel width="100%" />
      <Button variant="secondary" onPress={sheet.cancel}>
        {intl.formatMessage({ id: 'list.export.cancel' })}
      </Button>
    </div>
  );
}
