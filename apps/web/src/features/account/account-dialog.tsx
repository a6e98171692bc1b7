import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTrackedAction } from '../../lib/use-tracked-action';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { WarningBanner } from '../../ui/warning-banner';
import { deleteAccount } from './api/delete-account';
import { ClinicianReportSection } from './components/clinician-report-section';
import { FhirExportSection } from './components/fhir-export-section';
import { ResultsCsvSection } from './components/results-csv-section';
import { FhirImportSection } from './components/fhir-import-section';
import { PrivateAliasesSection } from './components/private-aliases-section';
import { RetestRemindersSection } from './components/retest-reminders-section';
import { PersonalContextSection } from './components/personal-context-section';
import { ShareLinksSection } from './components/share-links-section';
import { useExportAccount } from './use-export-account';

export interface AccountDialogProps {
  open: boolean;
  onClose: () => void;
  /** The address the person signs in with. */
  address: string;
  /** Called once the server has deleted the account. */
  onDeleted: () => void;
}

/**
 * The person's own data: download all of it, or delete the account with all of it (after a
 * second, explicit confirmation). It cannot be closed while the deletion runs.
 */
export function AccountDialog(props: AccountDialogProps) {
  // Mounted anew on every opening, so no earlier confirmation or error lingers.
  if (!props.open) return null;
  return <AccountModal {...props} />;
}

function AccountModal({ onClose, address, onDeleted }: AccountDialogProps) {
  const { t } = useTranslation();
  const exportAccount = useExportAccount();
  const exporting = useTrackedAction();
  const deleting = useTrackedAction();
  const [confirming, setConfirming] = useState(false);

  const confirmDeletion = async () => {
    if (deleting.isLoading) return;
    const result = await deleting.run(deleteAccount);
    if (result.error === undefined) onDeleted();
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={t('account.title')}
      dismissible={!deleting.isLoading}
      footer={
        <Button variant="secondary" disabled={deleting.isLoading} onClick={onClose}>
          {t('account.close')}
        </Button>
      }
    >
      <p>{t('account.signedInAs', { address })}</p>
      <PersonalContextSection />
      <h3>{t('account.exportTitle')}</h3>
      <p>{t('account.exportExplanation')}</p>
      <Button
        variant="secondary"
        disabled={exporting.isLoading}
        onClick={() => {
          void exporting.run(exportAccount);
        }}
      >
        {t('account.export')}
      </Button>
      <ClinicianReportSection />
      <FhirExportSection />
      <ResultsCsvSection />
      <FhirImportSection />
      <PrivateAliasesSection />
      <RetestRemindersSection />
      <ShareLinksSection />
      <h3>{t('account.deleteTitle')}</h3>
      <p>{t('account.deleteExplanation')}</p>
      {confirming ? (
        <>
          <p>
            <strong>{t('account.deleteConfirm')}</strong>
          </p>
          <Button
            variant="danger"
            disabled={deleting.isLoading}
            onClick={() => {
              void confirmDeletion();
            }}
          >
            {t('account.deleteForGood')}
          </Button>
        </>
      ) : (
        <Button
          variant="danger"
          onClick={() => {
            setConfirming(true);
          }}
        >
          {t('account.delete')}
        </Button>
      )}
      {deleting.error !== null && <WarningBanner message={deleting.error} />}
    </Modal>
  );
}
