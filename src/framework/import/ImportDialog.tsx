import { IconDownload } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { ActionButton } from '../../ui/kit/ActionButton';
import { Button } from '../../ui/kit/Button';
import { Dialog, DialogContent, DialogFooter, useDialogContainer } from '../../ui/kit/Dialog';
import { ProgressBar } from '../../ui/kit/Progress';
import { toast } from '../../ui/toast';
import { entityKey, useLabel } from '../entity/labels';
import type { EntityDeclaration } from '../entity/types';
import { useValueFormatter } from '../format/useValueFormatter';
import { downloadText } from '../list/download';
import { ColumnMappingStep } from './ColumnMappingStep';
import { rowInput } from './convert';
import { FileStep } from './FileStep';
import { importFields } from './importFields';
import { ImportReport } from './ImportReport';
import { invalidRowsCsv } from './invalidRows';
import { autoMap, unmappedRequired, type ColumnMapping } from './mapping';
import { parseCsv, type ParsedCsv } from './parseCsv';
import { parseXlsx, XLSX_FILE } from './parseXlsx';
import { problemText } from './problemText';
import { useImportRows, type ImportRowResult } from './useImportRows';
import { useOtherLabels } from './useOtherLabels';
import './import.css';

interface Props {
  declaration: EntityDeclaration;
  /** The entity's plural name, for the title and the file name of refused rows. */
  title: string;
}

type Stage = 'file' | 'map' | 'check' | 'import';

/**
 * CSV or XLSX import: choose a file, map its columns to form fields, check every row on the server (dry
 * run), then create the rows that passed; the refused ones can be downloaded to fix.
 */
export default function ImportDialog({ declaration, title }: Props) {
  const intl = useIntl();
  const label = useLabel();
  const format = useValueFormatter();
  const dialog = useDialogContainer();
  const send = useImportRows(declaration);
  const fields = useMemo(() => importFields(declaration.subject, declaration.fields, label), [declaration, label]);
  const otherLabels = useOtherLabels(declaration.subject, declaration.fields);
  const [stage, setStage] = useState<Stage>('file');
  const [csv, setCsv] = useState<ParsedCsv | null>(null);
  const [mapping, setMapping] = useState<ColumnMapping>([]);
  const [results, setResults] = useState<ImportRowResult[]>([]);
  const [progress, setProgress] = useState<number | null>(null);

  const labelOf = (name: string) => fields.find(({ field }) => field.name === name)?.label ?? label(`${entityKey(declaration.subject)}.fields.${name}`, name);
  const byName = useMemo(() => new Map(fields.map(({ field }) => [field.name, field])), [fields]);
  const rowsOf = (lines: number[]) => lines.map((line) => ({ line, input: rowInput(csv!.rows[line], mapping, byName, format) }));

  const busy = async (work: () => Promise<void>) => {
    setProgress(0);
    try {
      await work();
    } catch {
      toast.error('errors.generic');
    } finally {
      setProgress(null);
    }
  };
  const read = (file: File) =>
    busy(async () => {
      const parsed = XLSX_FILE.test(file.name) ? await parseXlsx(file) : await parseCsv(file, setProgress);
      if (parsed.header.length === 0 || parsed.rows.length === 0) {
        toast.error('import.file.empty');
        return;
      }
      setCsv(parsed);
      setMapping(autoMap(parsed.header, fields, otherLabels));
      setStage('map');
    });
  const check = () =>
    busy(async () => {
      setResults(await send(rowsOf(csv!.rows.map((_, line) => line)), true, setProgress));
      setStage('check');
    });
  const run = () =>
    busy(async () => {
      const valid = results.filter((result) => result.ok && !result.unchanged).map((result) => result.line);
      const imported = await send(rowsOf(valid), false, setProgress);
      const done = new Map(imported.map((result) => [result.line, result]));
      setResults(results.map((result) => done.get(result.line) ?? result));
      setStage('import');
    });
  const downloadRefused = () => {
    const problems = new Map(results.filter((result) => !result.ok).map((result) => [result.line, result.userErrors.map((error) => problemText(intl, error, labelOf)).join(' | ')]));
    downloadText(invalidRowsCsv(csv!, problems, intl.formatMessage({ id: 'import.download.problems' })), `${title}-${intl.formatMessage({ id: 'import.download.file' })}.csv`);
  };

  const refused = results.filter((result) => !result.ok).length;
  const passed = results.filter((result) => result.ok && !result.unchanged).length;
  const blocked = csv ? unmappedRequired(mapping, fields).length > 0 || !mapping.some(Boolean) : true;
  return (
    <Dialog size="L" title={intl.formatMessage({ id: 'import.title' }, { entity: title })}>
      <DialogContent>
        <div className="import-dialog">
          {stage === 'file' && <FileStep onFile={(file) => void read(file)} />}
          {stage === 'map' && csv && <ColumnMappingStep csv={csv} fields={fields} mapping={mapping} onChange={setMapping} />}
          {(stage === 'check' || stage === 'import') && <ImportReport results={results} stage={stage} labelOf={labelOf} />}
          {(stage === 'check' || stage === 'import') && refused > 0 && (
            <ActionButton className="import-dialog__download" onPress={downloadRefused}>
              <IconDownload aria-hidden />
              <span>{intl.formatMessage({ id: 'import.download' }, { count: refused })}</span>
            </ActionButton>
          )}
          {progress !== null && <ProgressBar label={intl.formatMessage({ id: 'import.progress' })} value={progress * 100} width="100%" />}
        </div>
      </DialogContent>
      <DialogFooter>
        {stage !== 'import' && (
          <Button variant="secondary" onPress={dialog.dismiss}>
            {intl.formatMessage({ id: 'import.cancel' })}
          </Button>
        )}
        {stage === 'check' && (
          <Button variant="secondary" onPress={() => setStage('map')}>
            {intl.formatMessage({ id: 'import.back' })}
          </Button>
        )}
        {stage === 'map' && (
          <Button variant="accent" onPress={() => void check()} isDisabled={blocked} isPending={progress !== null}>
            {intl.formatMessage({ id: 'import.check' }, { count: csv?.rows.length ?? 0 })}
          </Button>
        )}
        {stage === 'check' && (
          <Button variant="accent" onPress={() => void run()} isDisabled={passed === 0} isPending={progress !== null}>
            {intl.formatMessage({ id: 'import.run' }, { count: passed, skipped: refused })}
          </Button>
        )}
        {stage === 'import' && (
          <Button variant="accent" onPress={dialog.dismiss}>
            {intl.formatMessage({ id: 'import.close' })}
          </Button>
        )}
      </DialogFooter>
    </Dialog>
  );
}
