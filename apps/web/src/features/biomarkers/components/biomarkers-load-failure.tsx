import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { WarningBanner } from '../../../ui/warning-banner';
import '../biomarkers.css';

/**
 * Stands in the overview's biomarkers area when they could not be loaded: why, and a way to ask
 * again, so a failed load is never a dead end while the rest of the page stays usable.
 */
export function BiomarkersLoadFailure({
  message,
  retrying,
  onRetry,
}: {
  message: string;
  /** True while the new attempt runs; the button then waits for it. */
  retrying: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Card>
      <div className="biomarkers-load-failure">
        <WarningBanner message={message} />
        <Button
          variant="secondary"
          className="biomarkers-load-failure__retry"
          disabled={retrying}
          aria-busy={retrying}
          onClick={onRetry}
        >
          {t('biomarkers.tryAgain')}
        </Button>
      </div>
    </Card>
  );
}
