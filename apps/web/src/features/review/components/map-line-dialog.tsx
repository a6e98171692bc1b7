import type {
  CatalogueMatch,
  MapLineRequest,
  ReviewUnmatchedLine,
} from '@labtrail/contract/review';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTrackedAction } from '../../../lib/use-tracked-action';
import { useNotificationStore } from '../../../stores/notification-store';
import { Button } from '../../../ui/button';
import { Modal } from '../../../ui/modal';
import '../../../ui/text-field.css';
import { WarningBanner } from '../../../ui/warning-banner';
import { mapLine } from '../api/map-line';
import { searchWords, useCatalogueSearch } from '../api/search-catalogue';
import { useApplyReview } from '../api/use-apply-review';
import { printedValue } from '../review-format';
import { isUnknownUnit, reviewMessage } from '../review-messages';
import { BiomarkerPicker } from './biomarker-picker';
import './review-dialogs.css';

export interface MapLineDialogProps {
  documentId: string;
  /** The line being mapped; no dialog without one. */
  line: ReviewUnmatchedLine | null;
  onClose: () => void;
}

/** The biomarker picker searching the catalogue as the person types. */
function CataloguePicker({
  picked,
  onPick,
}: {
  picked: CatalogueMatch | null;
  onPick: (match: CatalogueMatch) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const search = useCatalogueSearch(text);
  const typed = searchWords(text) !== '';
  const matches = typed ? (search.data ?? []) : [];
  const status = !typed
    ? t('review.picker.typeToSearch')
    : search.isError
      ? search.error.message
      : search.data === undefined || search.words !== searchWords(text)
        ? t('review.picker.searching')
        : matches.length === 0
          ? t('review.picker.noMatch', { words: search.words })
          : t('review.picker.found', { count: matches.length });
  return (
    <BiomarkerPicker
      label={t('review.mapDialog.search')}
      text={text}
      onTextChange={setText}
      matches={matches}
      status={status}
      picked={picked}
      onPick={onPick}
    />
  );
}

/**
 * Maps a line Labtrail did not match to a biomarker of the catalogue: the line becomes a value,
 * and the printed name is remembered for the person's later reports. When the server cannot take
 * the line's unit for that biomarker, the person chooses the unit.
 */
export function MapLineDialog(props: MapLineDialogProps) {
  // Mounted anew on every opening, so nothing is searched or picked yet.
  if (props.line === null) return null;
  return <MapLineModal {...props} line={props.line} />;
}

function MapLineModal({
  documentId,
  line,
  onClose,
}: MapLineDialogProps & { line: ReviewUnmatchedLine }) {
  const { t } = useTranslation();
  const notify = useNotificationStore((state) => state.notify);
  const apply = useApplyReview(documentId);
  const mapping = useTrackedAction();
  const [picked, setPicked] = useState<CatalogueMatch | null>(null);
  const [needsUnit, setNeedsUnit] = useState(false);
  const [unit, setUnit] = useState('');
  const formId = useId();
  const unitId = useId();
  const name = line.printed.name;

  const pick = (match: CatalogueMatch) => {
    setPicked(match);
    setUnit(match.unit);
  };

  const submit = async () => {
    if (picked === null || mapping.isLoading) return;
    const request: MapLineRequest = {
      biomarker_id: picked.biomarker_id,
      ...(needsUnit ? { unit } : {}),
    };
    const answer = await mapping.run(() => mapLine(documentId, line.line_id, request));
    if (answer.error !== undefined) {
      if (isUnknownUnit(answer.error, t)) setNeedsUnit(true);
      return;
    }
    apply(answer.data);
    notify('success', t('review.mapDialog.done', { name, biomarker: picked.biomarker_name }));
    onClose();
  };

  const problem =
    mapping.error === null
      ? null
      : isUnknownUnit(mapping.error, t)
        ? t('review.mapDialog.unitNeeded', { value: printedValue(line.printed) })
        : reviewMessage(mapping.error, t);
  return (
    <Modal
      open
      onClose={onClose}
      title={t('review.mapDialog.title', { name })}
      dismissible={!mapping.isLoading}
      footer={
        <>
          <Button variant="secondary" disabled={mapping.isLoading} onClick={onClose}>
            {t('review.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={picked === null || mapping.isLoading}>
            {t('review.mapDialog.confirm')}
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className="review-dialog__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <p className="review-dialog__subject">{`${name} ${printedValue(line.printed)}`.trim()}</p>
        <p className="review-dialog__note">{t('review.mapDialog.explanation', { name })}</p>
        <CataloguePicker picked={picked} onPick={pick} />
        {picked !== null && (
          <p className="review-dialog__subject" aria-live="polite">
            {t('review.mapDialog.chosen', { name: picked.biomarker_name })}
          </p>
        )}
        {needsUnit && picked !== null && (
          <div className="text-field">
            <label className="text-field__label" htmlFor={unitId}>
              {t('review.mapDialog.unit', { value: printedValue(line.printed) })}
            </label>
            <select
              id={unitId}
              className="text-field__input review-dialog__select"
              value={unit}
              onChange={(event) => {
                setUnit(event.target.value);
              }}
            >
              {picked.units.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          </div>
        )}
        {problem !== null && <WarningBanner message={problem} />}
      </form>
    </Modal>
  );
}
