import {
  FHIR_FILE_ACCEPT,
  FHIR_IMPORT_MAX_MEGABYTES,
  FHIR_IMPORT_MESSAGES,
  fhirFileProblem,
} from '@labtrail/contract/fhir-import';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { useTrackedAction } from '../../../lib/use-tracked-action';
import { Button } from '../../../ui/button';
import { WarningBanner } from '../../../ui/warning-banner';
import { importFhir } from '../api/import-fhir';

/**
 * 'Import a FHIR file': a FHIR R4 Bundle, Observation or DiagnosticReport (a patient portal's or
 * another app's export) sent to the server, which reads its results in the background like a PDF's.
 * A file the browser already knows to be wrong is refused here with the server's own words.
 */
export function FhirImportSection() {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const importing = useTrackedAction();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const [imported, setImported] = useState(false);

  const send = async (file: File) => {
    setImported(false);
    const refused = fhirFileProblem(file);
    if (refused !== undefined) {
      setProblem(
        refused === FHIR_IMPORT_MESSAGES.tooLarge
          ? t('serverErrors.fhirTooLarge', { megabytes: FHIR_IMPORT_MAX_MEGABYTES })
          : t('serverErrors.notFhir'),
      );
      return;
    }
    setProblem(null);
    const result = await importing.run(() => importFhir(file));
    if (result.error !== undefined) return;
    setImported(true);
    await queryClient.invalidateQueries({ queryKey: [QUERY_KEYS.documents] });
  };

  const error = problem ?? importing.error;
  return (
    <section aria-labelledby="fhir-import-title">
      <h3 id="fhir-import-title">{t('fhirImport.title')}</h3>
      <p>{t('fhirImport.explanation', { megabytes: FHIR_IMPORT_MAX_MEGABYTES })}</p>
      <input
        ref={input}
        type="file"
        accept={FHIR_FILE_ACCEPT}
        hidden
        aria-label={t('fhirImport.fileLabel')}
        onChange={(event) => {
          const first = event.target.files?.[0];
          event.target.value = '';
          if (first !== undefined) void send(first);
        }}
      />
      <Button
        variant="secondary"
        disabled={importing.isLoading}
        onClick={() => {
          input.current?.click();
        }}
      >
        {importing.isLoading ? t('fhirImport.importing') : t('fhirImport.choose')}
      </Button>
      {imported && <p role="status">{t('fhirImport.done')}</p>}
      {error !== null && <WarningBanner message={error} />}
    </section>
  );
}
