import type { CsvPreviewResponse } from '@labtrail/contract/results-csv';
import { useState } from 'react';
import type { ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate } from '../../../lib/format-date';
import { formatValue } from '../../../lib/format-value';
import { useFullRefresh } from '../../../lib/full-refresh';
import { toLanguage } from '../../../lib/i18n/i18n';
import { useTrackedAction } from '../../../lib/use-tracked-action';
import { useNotificationStore } from '../../../stores/notification-store';
import { Button } from '../../../ui/button';
import { WarningBanner } from '../../../ui/warning-banner';
import { exportResultsCsv, importCsv, previewCsvImport } from '../api/results-csv';
import { saveFile } from '../save-file';
import './results-csv-section.css';

function csvFileName(now: Date): string {
  return `labtrail-results-${now.toISOString().slice(0, 10)}.csv`;
}

/** A chosen file with what importing it would add. */
interface Chosen {
  csv: string;
  preview: CsvPreviewResponse;
}

/**
 * The person's results as a CSV file both ways: download them, or choose a file, see what it
 * would add and what cannot be matched, then add it or cancel.
 */
export function ResultsCsvSection() {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const notify = useNotificationStore((state) => state.notify);
  const fullRefresh = useFullRefresh();
  const downloading = useTrackedAction();
  const previewing = useTrackedAction();
  const importing = useTrackedAction();
  const [chosen, setChosen] = useState<Chosen | null>(null);

  const download = async () => {
    const result = await downloading.run(exportResultsCsv);
    if (result.error === undefined) {
      saveFile(result.data, csvFileName(new Date()));
      notify('success', t('resultsCsv.downloaded'));
    } else {
      notify('warning', result.error);
    }
  };

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again (after fixing it) is noticed.
    event.target.value = '';
    if (file === undefined) return;
    setChosen(null);
    const csv = await file.text();
    const result = await previewing.run(() => previewCsvImport(csv));
    if (result.error === undefined) setChosen({ csv, preview: result.data });
  };

  const confirm = async () => {
    if (chosen === null || importing.isLoading) return;
    const result = await importing.run(() => importCsv(chosen.csv));
    if (result.error !== undefined) return;
    setChosen(null);
    notify('success', t('resultsCsv.imported', { count: result.data.added }));
    await fullRefresh();
  };

  return (
    <>
      <h3>{t('resultsCsv.title')}</h3>
      <p>{t('resultsCsv.explanation')}</p>
      <Button
        variant="secondary"
        disabled={downloading.isLoading}
        onClick={() => {
          void download();
        }}
      >
        {t('resultsCsv.download')}
      </Button>
      <label className="results-csv-file">
        {t('resultsCsv.import')}{' '}
        <input
          type="file"
          accept=".csv,.tsv,.txt,text/csv,text/plain"
          disabled={previewing.isLoading || importing.isLoading}
          onChange={(event) => {
            void choose(event);
          }}
        />
      </label>
      {previewing.error !== null && <WarningBanner message={previewing.error} />}
      {chosen !== null && (
        <ImportPreview
          preview={chosen.preview}
          language={language}
          busy={importing.isLoading}
          onConfirm={() => {
            void confirm();
          }}
          onCancel={() => {
            setChosen(null);
          }}
        />
      )}
      {importing.error !== null && <WarningBanner message={importing.error} />}
    </>
  );
}

interface ImportPreviewProps {
  preview: CsvPreviewResponse;
  language: ReturnType<typeof toLanguage>;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

function ImportPreview({ preview, language, busy, onConfirm, onCancel }: ImportPreviewProps) {
  const { t } = useTranslation();
  const { rows, unmatched } = preview;
  return (
    <section aria-label={t('resultsCsv.previewLabel')}>
      <p>
        {t('resultsCsv.counts', {
          count: rows.length,
          unmatched: unmatched.length,
          present: preview.already_present,
        })}
      </p>
      {rows.length > 0 && (
        <div className="results-csv-preview">
          <table>
            <thead>
              <tr>
                <th scope="col">{t('resultsCsv.date')}</th>
                <th scope="col">{t('resultsCsv.biomarker')}</th>
                <th scope="col">{t('resultsCsv.value')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.line}>
                  <td>{formatDisplayDate(row.date, language, t('resultsCsv.noDate'))}</td>
                  <td>{row.biomarker_name}</td>
                  <td>
                    {formatValue(
                      {
                        value: row.value,
                        comparator: row.comparator ?? null,
                        text: row.value_text ?? null,
                      },
                      row.unit,
                      language,
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {unmatched.length > 0 && (
        <>
          <h4>{t('resultsCsv.unmatchedTitle')}</h4>
          <ul className="results-csv-preview">
            {unmatched.map((line) => (
              <li key={line.line}>
                {t('resultsCsv.unmatchedLine', { line: line.line, reason: line.reason })}
              </li>
            ))}
          </ul>
        </>
      )}
      <div className="results-csv-actions">
        <Button disabled={busy || rows.length === 0} onClick={onConfirm}>
          {t('resultsCsv.add', { count: rows.length })}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={onCancel}>
          {t('resultsCsv.cancel')}
        </Button>
      </div>
    </section>
  );
}
