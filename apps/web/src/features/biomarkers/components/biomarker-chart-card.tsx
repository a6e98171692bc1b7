import type { Biomarker, HistoricalTest } from '@labtrail/contract/biomarkers';
import { useState } from 'react';
import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDisplayDate } from '../../../lib/format-date';
import { formatValue } from '../../../lib/format-value';
import type { ShownValue } from '../../../lib/format-value';
import { toLanguage } from '../../../lib/i18n/i18n';
import { useSharedAccess } from '../../../lib/shared-access';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { HistoryChart } from '../../../ui/history-chart';
import type { HistoryPoint } from '../../../ui/history-chart';
import { FlagIcon, PenIcon } from '../../../ui/icons';
import { Menu } from '../../../ui/menu';
import { Tooltip } from '../../../ui/tooltip';
import { DeleteValueDialog } from './dialogs/delete-value-dialog';
import { FlagValueDialog } from './dialogs/flag-value-dialog';
import { RecordValueDialog } from './dialogs/record-value-dialog';
import { useElementWidth } from './use-element-width';
import { ValueStatus } from './value-status';

type OpenDialog = 'record' | 'flag' | 'delete' | null;

function shownValue(test: HistoricalTest): ShownValue {
  return { value: test.value, comparator: test.comparator, text: test.value_text };
}

/**
 * What a point says beyond its value: that it is flagged, or that a change of lab, method or
 * printed range lies before it (decision 0015), which the chart marks and does not join across.
 */
function pointNotes(
  test: HistoricalTest,
  t: TFunction,
): Pick<HistoryPoint, 'note' | 'breakBefore'> {
  if (test.flagged) return { note: t('provenance.chartFlagged') };
  if (test.break_before === null) return {};
  const reason = t(`comparability.breaks.${test.break_before}`);
  return { breakBefore: reason, note: t('comparability.breakNote', { reason }) };
}

interface BiomarkerChartCardProps {
  biomarker: Biomarker;
  /** The biomarker's tests, oldest first. */
  tests: readonly HistoricalTest[];
  /** Shown instead of the chart when there is no history ('Upload Results'). */
  uploadResults: ReactNode;
}

/**
 * The chart card of the detail screen (spec §2): last update, flag and pen menu, the latest
 * value's status, and the history chart; without history 'No Data' and a way to upload results.
 * Read through a share link, it offers nothing that writes.
 */
export function BiomarkerChartCard({ biomarker, tests, uploadResults }: BiomarkerChartCardProps) {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const readOnly = useSharedAccess() !== undefined;
  // Drawn at the card's own width: a chart scaled down to a phone's would shrink its labels too.
  const [chartArea, chartWidth] = useElementWidth<HTMLDivElement>();
  const latest = tests.at(-1);
  const hasHistory = latest !== undefined;
  const notAvailable = t('dates.notAvailable');
  const close = () => {
    setDialog(null);
  };

  return (
    <Card>
      <div className="chart-card__top">
        <span className="chart-card__updated">
          {hasHistory &&
            t('detail.lastUpdated', {
              date: formatDisplayDate(latest.test_date, language, notAvailable),
            })}
        </span>
        {!readOnly && (
          <div className="chart-card__actions">
            <Tooltip content={t('detail.flag')}>
              <Button
                variant="secondary"
                className="chart-card__icon-button"
                aria-label={t('detail.flag')}
                disabled={biomarker.user_biomarker_id === null}
                onClick={() => {
                  setDialog('flag');
                }}
              >
                <FlagIcon />
              </Button>
            </Tooltip>
            <Menu
              label={t('detail.entryMenu')}
              trigger={<PenIcon />}
              items={[
                {
                  id: 'edit',
                  label: t('detail.editEntry'),
                  onSelect: () => {
                    setDialog('record');
                  },
                },
                ...(hasHistory
                  ? [
                      {
                        id: 'delete',
                        label: t('detail.deleteEntry'),
                        onSelect: () => {
                          setDialog('delete');
                        },
                      },
                    ]
                  : []),
              ]}
            />
          </div>
        )}
      </div>
      <ValueStatus biomarker={biomarker} />
      {hasHistory ? (
        <div ref={chartArea}>
          <HistoryChart
            label={t('detail.historyLabel', { name: biomarker.biomarker_name })}
            width={chartWidth}
            points={tests.map((test) => ({
              id: test.id,
              time: Date.parse(test.test_date),
              value: test.value,
              dateLabel: formatDisplayDate(test.test_date, language, notAvailable),
              valueLabel: formatValue(shownValue(test), test.unit, language),
              flagged: test.flagged,
              ...pointNotes(test, t),
            }))}
          />
        </div>
      ) : (
        uploadResults
      )}
      <RecordValueDialog
        open={dialog === 'record'}
        onClose={close}
        biomarkerId={biomarker.biomarker_id}
        biomarkerName={biomarker.biomarker_name}
        unit={biomarker.unit}
      />
      {biomarker.user_biomarker_id !== null && (
        <FlagValueDialog
          open={dialog === 'flag'}
          onClose={close}
          userBiomarkerId={biomarker.user_biomarker_id}
          biomarkerId={biomarker.biomarker_id}
        />
      )}
      {latest !== undefined && (
        <DeleteValueDialog
          open={dialog === 'delete'}
          onClose={close}
          resultId={latest.id}
          description={`${biomarker.biomarker_name} ${formatValue(shownValue(latest), latest.unit, language)}, ${formatDisplayDate(latest.test_date, language, notAvailable)}`}
        />
      )}
    </Card>
  );
}
