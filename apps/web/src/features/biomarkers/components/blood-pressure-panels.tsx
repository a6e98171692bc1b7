import type { Biomarker } from '@labtrail/contract/biomarkers';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { PenIcon } from '../../../ui/icons';
import { useSharedAccess } from '../../../lib/shared-access';
import type { BloodPressurePair } from '../blood-pressure';
import { BiomarkerRanges } from './biomarker-ranges';
import { RecordValueDialog } from './dialogs/record-value-dialog';
import { ValueStatus } from './value-status';

function PressurePanel({ biomarker }: { biomarker: Biomarker }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const readOnly = useSharedAccess() !== undefined;
  const titleId = `pressure-${String(biomarker.biomarker_id)}`;
  return (
    <Card>
      <section className="pressure-panel" aria-labelledby={titleId}>
        <header className="pressure-panel__header">
          <h2 id={titleId} className="pressure-panel__title">
            {biomarker.biomarker_name}
          </h2>
          {!readOnly && (
            <Button
              variant="secondary"
              className="chart-card__icon-button"
              aria-label={t('detail.editValue', { name: biomarker.biomarker_name })}
              onClick={() => {
                setEditing(true);
              }}
            >
              <PenIcon />
            </Button>
          )}
        </header>
        <ValueStatus biomarker={biomarker} />
        <BiomarkerRanges biomarker={biomarker} />
      </section>
      {/* Blood pressure is measured now: its dialog records today without asking for a date. */}
      <RecordValueDialog
        open={editing}
        onClose={() => {
          setEditing(false);
        }}
        biomarkerId={biomarker.biomarker_id}
        biomarkerName={biomarker.biomarker_name}
        unit={biomarker.unit}
        hideDate
      />
    </Card>
  );
}

/** Rows the two panels share: title, status, then one per range of the half with more ranges. */
function sharedRows({ systolic, diastolic }: BloodPressurePair): number {
  return 2 + Math.max(systolic.labels.length, diastolic.labels.length);
}

/** Systolic and diastolic side by side under one title, 'Blood Pressure' (spec §2). */
export function BloodPressurePanels({ pair }: { pair: BloodPressurePair }) {
  return (
    <div
      className="pressure-panels"
      style={{ gridTemplateRows: `repeat(${String(sharedRows(pair))}, auto)` }}
    >
      <PressurePanel biomarker={pair.systolic} />
      <PressurePanel biomarker={pair.diastolic} />
    </div>
  );
}
