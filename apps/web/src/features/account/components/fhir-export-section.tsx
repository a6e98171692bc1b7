import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTrackedAction } from '../../../lib/use-tracked-action';
import { Button } from '../../../ui/button';
import { useExportFhir } from '../use-export-fhir';
import './fhir-export-section.css';

/** The account dialog's FHIR R4 download, for record systems and apps that read FHIR. */
export function FhirExportSection() {
  const { t } = useTranslation();
  const exportFhir = useExportFhir();
  const exporting = useTrackedAction();
  const [includeDocuments, setIncludeDocuments] = useState(false);

  return (
    <>
      <h3>{t('fhirExport.title')}</h3>
      <p>{t('fhirExport.explanation')}</p>
      <label className="fhir-export__documents">
        <input
          type="checkbox"
          checked={includeDocuments}
          onChange={(event) => {
            setIncludeDocuments(event.target.checked);
          }}
        />
        {t('fhirExport.includeDocuments')}
      </label>
      <Button
        variant="secondary"
        disabled={exporting.isLoading}
        onClick={() => {
          void exporting.run(() => exportFhir(includeDocuments));
        }}
      >
        {t('fhirExport.download')}
      </Button>
    </>
  );
}
