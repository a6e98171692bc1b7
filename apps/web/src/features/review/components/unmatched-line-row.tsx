import type { ReviewUnmatchedLine } from '@labtrail/contract/review';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { markKey } from '../review-marks';
import { printedValue } from '../review-format';
import { ReviewRow, RowFacts } from './review-row';
import type { RowInteraction } from './review-row';

interface UnmatchedLineRowProps {
  line: ReviewUnmatchedLine;
  interaction: RowInteraction;
  onMap: (line: ReviewUnmatchedLine) => void;
}

/** A line that looks like a result but names no biomarker Labtrail knows, and why. */
export function UnmatchedLineRow({ line, interaction, onMap }: UnmatchedLineRowProps) {
  const { t } = useTranslation();
  const { printed } = line;
  const value = printedValue(printed);
  return (
    <ReviewRow
      markKey={markKey.line(line.line_id)}
      kind="unmatched"
      name={printed.name}
      onPage={line.page !== null}
      interaction={interaction}
      summary={
        <>
          <span className="review-row__printed-name">{printed.name}</span>
          {value !== '' && (
            <>
              {' '}
              <span className="review-row__value">{value}</span>
            </>
          )}
        </>
      }
      actions={
        <Button
          variant="secondary"
          aria-label={t('review.mapLabel', { name: printed.name })}
          onClick={() => {
            onMap(line);
          }}
        >
          {t('review.map')}
        </Button>
      }
    >
      <RowFacts
        facts={[
          printed.range === null ? null : t('review.printedRange', { range: printed.range }),
          printed.flag === null ? null : t('review.printedFlag', { flag: printed.flag }),
          t('review.unmatched.reason', { reason: line.reason }),
        ]}
      />
    </ReviewRow>
  );
}
