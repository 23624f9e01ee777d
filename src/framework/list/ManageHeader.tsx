import { IconFileSpreadsheet, IconPlus, IconPrinter, IconTableExport } from '@tabler/icons-react';
import type { ComponentProps, ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { AppIcon } from '../../ui/AppIcon';
import { ActionButton } from '../../ui/kit/ActionButton';
import { Button } from '../../ui/kit/Button';
import { Badge } from '../../ui/kit/Feedback';
import { ProgressBar } from '../../ui/kit/Progress';
import { Toolbar } from '../../ui/kit/Toolbar';
import { Tooltip, TooltipTrigger } from '../../ui/kit/Tooltip';
import { useValueFormatter } from '../format/useValueFormatter';
import type { SheetExport } from './export/useSheetExport';
import { ExportProgress } from './export/ExportProgress';
import type { CsvExport } from './useCsvExport';

export interface ManageHeaderProps {
  title: string;
  headingId: string;
  /** Undefined until the first page has loaded. */
  total: number | undefined;
  /** The create button (only when the viewer may create), its text naming what it adds ("Add media item"). */
  create?: { label: string; onPress: () => void };
  csv: CsvExport;
  /** The XLSX export beside CSV (written in a worker, with progress and Cancel). */
  xlsx?: SheetExport;
  /** Buttons before Export (the views picker and the column chooser). */
  tools?: ReactNode;
  /** The CSV import's button, after Export. */
  importTool?: ReactNode;
  /** Prints the list's rows (usePrint), beside Export. */
  print?: () => void;
}

/** Plural title, total count, views and columns, CSV and XLSX export, Print and "Add …" (only when the viewer may create). */
export function ManageHeader({ title, headingId, total, create, csv, xlsx, tools, importTool, print }: ManageHeaderProps) {
  const intl = useIntl();
  const csvLabel = intl.formatMessage({ id: 'list.actions.export' });
  const xlsxLabel = intl.formatMessage({ id: 'list.actions.exportXlsx' });
  const printLabel = intl.formatMessage({ id: 'list.print.action' });
  const format = useValueFormatter();
  return (
    <header className="list-header">
      <div className="list-header__title">
        {/* Focusable from code: where focus goes when what held it leaves (the Undo notice). */}
        <h1 id={headingId} className="page-title" tabIndex={-1}>{title}</h1>
        {total !== undefined && (
          <>
            <span aria-hidden="true">
              <Badge variant="neutral">{format.number(total)}</Badge>
            </span>
            <VisuallyHidden>{intl.formatMessage({ id: 'list.total' }, { count: total })}</VisuallyHidden>
          </>
        )}
      </div>
      {/* One tab stop, arrows between its buttons (the WAI-ARIA toolbar): Tab goes on to the filters. */}
      <Toolbar className="list-header__actions" aria-label={intl.formatMessage({ id: 'list.actions.listTools' }, { title })}>
        {tools}
        {/* The file and paper outputs as icons with their names as tooltips: the header stays one line at 1280 px in either language. */}
        <IconTool label={csvLabel} icon={IconFileSpreadsheet} onPress={() => void csv.run()} isPending={csv.exporting} />
        {xlsx && <IconTool label={xlsxLabel} icon={IconTableExport} onPress={() => void xlsx.run()} isPending={xlsx.exporting} />}
        {print && <IconTool label={printLabel} icon={IconPrinter} onPress={print} />}
        {importTool}
        {create && (
          // Marked for the list's form prefetch (useFormPrefetch): a pointer or focus here starts it.
          <Button variant="accent" onPress={create.onPress} data-form-intent>
            <AppIcon icon={IconPlus} />
            <span>{create.label}</span>
          </Button>
        )}
      </Toolbar>
      {csv.progress !== null && (
        <ProgressBar label={intl.formatMessage({ id: 'list.export.progress' })} value={csv.progress} showValueLabel width="100%" className="list-header__progress" />
      )}
      {xlsx && <ExportProgress export={xlsx} />}
    </header>
  );
}

/** A header tool drawn as its icon, its name in a tooltip (and its accessible name). */
function IconTool({ label, icon, onPress, isPending }: { label: string; icon: ComponentProps<typeof AppIcon>['icon']; onPress: () => void; isPending?: boolean }) {
  return (
    <TooltipTrigger delay={600}>
      <ActionButton aria-label={label} onPress={onPress} isPending={isPending}>
        <AppIcon icon={icon} />
      </ActionButton>
      <Tooltip>{label}</Tooltip>
    </TooltipTrigger>
  );
}
