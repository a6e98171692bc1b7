import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { useUploadStore } from '../upload-store';
import './upload-results-button.css';

/**
 * 'Upload Results' on a biomarker without history: a PDF picker whose first chosen file goes
 * through the same upload flow as the documents column (spec §2).
 */
export function UploadResultsButton() {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const enqueue = useUploadStore((state) => state.enqueue);
  return (
    <div className="upload-results">
      <input
        ref={input}
        type="file"
        accept=".pdf,application/pdf"
        hidden
        data-testid="upload-results-input"
        onChange={(event) => {
          const first = event.target.files?.[0];
          if (first !== undefined) enqueue([first]);
          event.target.value = '';
        }}
      />
      <Button
        onClick={() => {
          input.current?.click();
        }}
      >
        {t('detail.uploadResults')}
      </Button>
    </div>
  );
}
