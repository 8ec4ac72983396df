/**
 * "Import seminars" (/seminars/import, issue 44): the template and the export to download, the
 * columns explained, a CSV to choose; its dry run shows what would be created or changed, every
 * error by line, and what publishing through it costs. Only a file without errors imports, all
 * rows at once, with the costs the screen showed (the server refuses changed costs).
 */
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Download, FileDown, Upload } from 'lucide-react';
import {
  SEMINAR_CSV_COLUMNS,
  SEMINAR_CSV_REQUIRED_COLUMNS,
  SEMINAR_IMPORT_MAX_BYTES,
  SEMINAR_IMPORT_MAX_ROWS,
  type SeminarImportResponse,
} from '@bu/contracts';
import { Alert } from '../../../components/ui/alert';
import { Button, ButtonLink } from '../../../components/ui/button';
import { DataHead, DataTable } from '../../../components/ui/data-table';
import { FieldError, FieldFrame, useFieldIds } from '../../../components/ui/field';
import { PageHeader } from '../../../components/ui/page-header';
import { isApiError } from '../../../lib/api-client';
import { formatDay, formatMoney, formatNumber } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { seminarsApi, useImportSeminars } from '../api';
import '../seminars.css';

export function SeminarImportPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const ids = useFieldIds(undefined, true);
  const input = useRef<HTMLInputElement>(null);
  const importer = useImportSeminars();
  const [file, setFile] = useState<File | null>(null);
  const [result, setResult] = useState<SeminarImportResponse | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);

  const errorText = (error: unknown) => (isApiError(error) ? error.message : t('errors.INTERNAL'));

  async function check(chosen: File | undefined) {
    if (!chosen) return;
    setFile(chosen);
    setResult(null);
    setFileError(null);
    try {
      setResult(await importer.mutateAsync({ file: chosen, dryRun: true }));
    } catch (error) {
      setFileError(errorText(error));
    }
  }

  async function commit() {
    if (!file || !result) return;
    try {
      const done = await importer.mutateAsync({
        file,
        dryRun: false,
        expectedTotalCents: result.costs.totalCents,
      });
      toast.success(t('seminars.import.done', { created: done.created, updated: done.updated }));
      void navigate('/seminars');
    } catch (error) {
      toast.error(errorText(error));
      // Something changed since the check (rows, costs): check again, so the screen shows why.
      await check(file);
    }
  }

  const download = (run: () => Promise<void>) => () => {
    run().catch((error: unknown) => toast.error(errorText(error)));
  };

  const changes = result?.rows.filter((row) => row.action !== 'unchanged') ?? [];
  const ready = result !== null && result.errors.length === 0 && changes.length > 0;

  return (
    <section className="stack seminar-import" aria-labelledby="seminar-import-heading">
      <PageHeader
        actions={
          <>
            <Button icon={Download} onClick={download(seminarsApi.downloadTemplate)}>
              {t('seminars.import.template')}
            </Button>
            <Button icon={FileDown} onClick={download(seminarsApi.downloadExport)}>
              {t('seminars.import.export')}
            </Button>
          </>
        }
      >
        <h1 id="seminar-import-heading">{t('seminars.import.heading')}</h1>
      </PageHeader>
      <p>{t('seminars.import.intro')}</p>

      <div className="card stack">
        <FieldFrame
          label={t('seminars.import.file')}
          hint={t('seminars.import.fileHint', {
            maxMb: SEMINAR_IMPORT_MAX_BYTES / 1024 / 1024,
            maxRows: formatNumber(SEMINAR_IMPORT_MAX_ROWS),
          })}
          ids={ids}
          after={
            <FieldError id={ids.errorId} alert>
              {fileError}
            </FieldError>
          }
        >
          <div className="seminar-import__picker">
            <input
              ref={input}
              id={ids.id}
              type="file"
              accept=".csv,text/csv,.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              className="visually-hidden"
              aria-describedby={fileError ? `${ids.describedBy} ${ids.errorId}` : ids.describedBy}
              aria-invalid={fileError ? true : undefined}
              onChange={(event) => void check(event.target.files?.[0])}
            />
            <Button icon={Upload} disabled={importer.isPending} onClick={() => input.current?.click()}>
              {file ? t('seminars.import.chooseOther') : t('seminars.import.choose')}
            </Button>
            {file ? <span className="seminar-import__file-name">{file.name}</span> : null}
          </div>
        </FieldFrame>
        {importer.isPending ? <p role="status">{t('seminars.import.checking')}</p> : null}
      </div>

      {result ? <ImportResult result={result} changes={changes} /> : null}

      {result ? (
        <div className="seminar-import__actions">
          <ButtonLink to="/seminars">{t('seminars.common.cancel')}</ButtonLink>
          <Button variant="primary" icon={Upload} disabled={!ready || importer.isPending} onClick={() => void commit()}>
            {result.costs.totalCents > 0
              ? t('seminars.import.commitPaid', {
                  count: changes.length,
                  total: formatMoney(result.costs.totalCents),
                })
              : t('seminars.import.commit', { count: changes.length })}
          </Button>
        </div>
      ) : null}

      <details className="card seminar-import__columns">
        <summary>{t('seminars.import.columnsHeading')}</summary>
        <p>{t('seminars.import.columnsIntro')}</p>
        <dl>
          {SEMINAR_CSV_COLUMNS.map((column) => (
            <div key={column} className="seminar-import__column">
              <dt>
                <code>{column}</code>
                {(SEMINAR_CSV_REQUIRED_COLUMNS as readonly string[]).includes(column) ? (
                  <span className="seminar-import__required"> {t('seminars.import.required')}</span>
                ) : null}
              </dt>
              <dd>{t(`seminars.import.columns.${column}`)}</dd>
            </div>
          ))}
        </dl>
      </details>
    </section>
  );
}

function ImportResult({ result, changes }: { result: SeminarImportResponse; changes: SeminarImportResponse['rows'] }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="stack" aria-live="polite">
      <Alert tone={result.errors.length ? 'error' : 'info'}>
        {t('seminars.import.summary', {
          created: result.created,
          updated: result.updated,
          unchanged: result.unchanged,
        })}{' '}
        {result.errors.length
          ? t('seminars.import.errorsFound', { count: result.errors.length })
          : result.newLocations
            ? t('seminars.import.newLocations', { count: result.newLocations })
            : null}
      </Alert>

      {result.errors.length ? (
        <>
          <h2 id={`${id}-errors`} className="seminar-import__caption">
            {t('seminars.import.errorsHeading')}
          </h2>
          <DataTable aria-labelledby={`${id}-errors`}>
            <thead>
              <tr>
                <DataHead>{t('seminars.import.line')}</DataHead>
                <DataHead>{t('seminars.import.column')}</DataHead>
                <DataHead>{t('seminars.import.problem')}</DataHead>
              </tr>
            </thead>
            <tbody>
              {result.errors.map((error, i) => (
                <tr key={`${error.row}-${error.field}-${i}`}>
                  <td data-label={t('seminars.import.line')}>{error.row}</td>
                  <td data-label={t('seminars.import.column')}>
                    <code>{error.field}</code>
                  </td>
                  <td data-label={t('seminars.import.problem')}>{error.message}</td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        </>
      ) : null}

      {!result.errors.length && result.costs.totalCents > 0 ? (
        <div className="card">
          <h2>{t('seminars.import.costsHeading')}</h2>
          <ul>
            {result.costs.lines.map((line) => (
              <li key={`${line.seminarId}-${line.kind}`}>
                {line.title}: {t(`seminars.import.costKinds.${line.kind}`)} {formatMoney(line.amountCents)}
              </li>
            ))}
          </ul>
          <p>
            <strong>{t('seminars.import.costsTotal', { total: formatMoney(result.costs.totalCents) })}</strong>
          </p>
        </div>
      ) : null}

      {!result.errors.length && changes.length ? (
        <>
          <h2 id={`${id}-changes`} className="seminar-import__caption">
            {t('seminars.import.changesHeading')}
          </h2>
          <DataTable aria-labelledby={`${id}-changes`}>
            <thead>
              <tr>
                <DataHead>{t('seminars.import.line')}</DataHead>
                <DataHead>{t('seminars.import.action')}</DataHead>
                <DataHead>external_id</DataHead>
                <DataHead>{t('seminars.import.start')}</DataHead>
                <DataHead>{t('seminars.import.title')}</DataHead>
              </tr>
            </thead>
            <tbody>
              {changes.map((row) => (
                <tr key={row.row}>
                  <td data-label={t('seminars.import.line')}>{row.row}</td>
                  <td data-label={t('seminars.import.action')}>
                    {t(`seminars.import.actions.${row.action}`)}
                    {row.publishes ? ` · ${t('seminars.import.publishes')}` : ''}
                  </td>
                  <td data-label="external_id">{row.externalId}</td>
                  <td data-label={t('seminars.import.start')}>{formatDay(row.startDate)}</td>
                  <td data-label={t('seminars.import.title')}>{row.title}</td>
                </tr>
              ))}
            </tbody>
          </DataTable>
        </>
      ) : null}
    </div>
  );
}
