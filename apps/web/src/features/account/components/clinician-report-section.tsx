import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, toLanguage } from '../../../lib/i18n/i18n';
import type { Language } from '../../../lib/i18n/i18n';
import { useTrackedAction } from '../../../lib/use-tracked-action';
import { Button } from '../../../ui/button';
import { useDownloadClinicianReport } from '../use-download-clinician-report';
import './clinician-report-section.css';

/** 'Download a report for your clinician', in English or German (the interface's at first). */
export function ClinicianReportSection() {
  const { t, i18n } = useTranslation();
  const [language, setLanguage] = useState<Language>(() => toLanguage(i18n.language));
  const download = useDownloadClinicianReport();
  const downloading = useTrackedAction();
  const groupName = useId();

  return (
    <>
      <h3>{t('clinicianReport.title')}</h3>
      <p>{t('clinicianReport.explanation')}</p>
      <fieldset className="clinician-report__languages">
        <legend>{t('clinicianReport.language')}</legend>
        {LANGUAGES.map((option) => (
          <label key={option} className="clinician-report__language">
            <input
              type="radio"
              name={groupName}
              value={option}
              checked={language === option}
              onChange={() => {
                setLanguage(option);
              }}
            />
            {t(`clinicianReport.languages.${option}`)}
          </label>
        ))}
      </fieldset>
      <Button
        variant="secondary"
        disabled={downloading.isLoading}
        onClick={() => {
          void downloading.run(() => download(language));
        }}
      >
        {t('clinicianReport.download')}
      </Button>
    </>
  );
}
