import type { CatalogueMatch } from '@labtrail/contract/review';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentPages } from '../pages/document-pages';
import { samplePage } from '../pages/sample-page';
import { markKey, reviewMarks } from '../review-marks';
import {
  SAMPLE_MATCHES,
  sampleDocumentReview,
  sampleReviewResult,
  sampleUnmatchedLine,
} from '../sample-review';
import { BiomarkerPicker } from './biomarker-picker';
import { ResultRow } from './result-row';
import type { RowInteraction } from './review-row';
import { UnmatchedLineRow } from './unmatched-line-row';
import './review-samples.css';

/** The rows in each of their states: in range, out of range, corrected, mapped, flagged. */
const SAMPLE = sampleDocumentReview({
  results: [
    sampleReviewResult({
      result_id: 's-hdl',
      biomarker_id: 101,
      biomarker_name: 'HDL Cholesterol',
      value: 62,
      in_range: true,
      printed: { name: 'HDL-C', value: '1.6', unit: 'mmol/L', range: '> 1.0', flag: null },
      row_box: { x: 0.08, y: 0.2, width: 0.84, height: 0.03 },
      value_box: { x: 0.45, y: 0.2, width: 0.1, height: 0.03 },
    }),
    sampleReviewResult({
      result_id: 's-ldl',
      row_box: { x: 0.08, y: 0.25, width: 0.84, height: 0.03 },
      value_box: { x: 0.45, y: 0.25, width: 0.1, height: 0.03 },
    }),
    sampleReviewResult({
      result_id: 's-tg',
      biomarker_id: 105,
      biomarker_name: 'Triglycerides',
      value: 150,
      in_range: true,
      corrected: true,
      printed: { name: 'TG', value: '1.9', unit: 'mmol/L', range: '< 1.7', flag: 'H' },
      row_box: { x: 0.08, y: 0.3, width: 0.84, height: 0.03 },
      value_box: { x: 0.45, y: 0.3, width: 0.1, height: 0.03 },
    }),
    sampleReviewResult({
      result_id: 's-a1c',
      biomarker_id: 301,
      biomarker_name: 'HbA1c',
      value: 5.4,
      unit: '%',
      in_range: true,
      mapped: true,
      printed: { name: 'Glyco-Hb', value: '5.4', unit: '%', range: '4.0–5.6', flag: null },
      row_box: { x: 0.08, y: 0.35, width: 0.84, height: 0.03 },
      value_box: { x: 0.45, y: 0.35, width: 0.1, height: 0.03 },
    }),
    sampleReviewResult({
      result_id: 's-glucose',
      biomarker_id: 201,
      biomarker_name: 'Glucose',
      value: 410,
      in_range: false,
      flagged: true,
      printed: { name: 'Glucose', value: '410', unit: 'mg/dL', range: '70–99', flag: 'H' },
      row_box: { x: 0.08, y: 0.4, width: 0.84, height: 0.03 },
      value_box: { x: 0.45, y: 0.4, width: 0.1, height: 0.03 },
    }),
  ],
  unmatched: [sampleUnmatchedLine({ row_box: { x: 0.08, y: 0.45, width: 0.84, height: 0.03 } })],
  dismissed: [],
  changes: [],
});

const SAMPLE_MARKS = reviewMarks(SAMPLE);

/** The picker over a few sample biomarkers, searched by name and alias as the catalogue is. */
function SamplePicker() {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [picked, setPicked] = useState<CatalogueMatch | null>(null);
  const words = text.trim().toLowerCase();
  const matches =
    words === ''
      ? []
      : SAMPLE_MATCHES.filter((match) =>
          [match.biomarker_name, match.matched ?? ''].some((name) =>
            name.toLowerCase().includes(words),
          ),
        );
  return (
    <>
      <BiomarkerPicker
        label={t('review.mapDialog.search')}
        text={text}
        onTextChange={setText}
        matches={matches}
        status={
          words === ''
            ? t('review.picker.typeToSearch')
            : matches.length === 0
              ? t('review.picker.noMatch', { words: text.trim() })
              : t('review.picker.found', { count: matches.length })
        }
        picked={picked}
        onPick={setPicked}
      />
      {picked !== null && (
        <p className="review-samples__text">
          {t('review.samples.chosen', { name: picked.biomarker_name })}
        </p>
      )}
    </>
  );
}

/**
 * The review's parts for the /storybook showcase: a page with its rows boxed (a drawn stand-in
 * for a report), the result rows in their states, an unmatched line and the biomarker picker.
 * Choosing a box or a row lights up the other, as on the review itself.
 */
export function ReviewSamples() {
  const { t } = useTranslation();
  const [selectedKey, setSelectedKey] = useState<string | null>(markKey.result('s-ldl'));
  const [hoveredKey, setHoveredKey] = useState<string | null>(null);
  const interaction: RowInteraction = {
    selectedKey,
    onSelect: setSelectedKey,
    onHover: setHoveredKey,
    keepRow: () => undefined,
  };
  const choose = (key: string) => () => {
    setSelectedKey(key);
  };
  return (
    <div className="review-samples">
      <div className="review-samples__group">
        <h3 className="review-samples__heading">{t('review.samples.page')}</h3>
        <p className="review-samples__text">{t('review.samples.pageHint')}</p>
        <div className="review-samples__page">
          <DocumentPages
            pages={[samplePage(SAMPLE, SAMPLE.document.display_name)]}
            marks={SAMPLE_MARKS}
            selectedKey={selectedKey}
            hoveredKey={hoveredKey}
            onSelectMark={setSelectedKey}
            reveal={null}
            scrollsItself={false}
          />
        </div>
      </div>
      <div className="review-samples__group">
        <h3 className="review-samples__heading">{t('review.samples.rows')}</h3>
        <ul className="review-samples__rows">
          {SAMPLE.results.map((result) => (
            <ResultRow
              key={result.result_id}
              result={result}
              interaction={interaction}
              onCorrect={choose(markKey.result(result.result_id))}
              onDismiss={choose(markKey.result(result.result_id))}
            />
          ))}
        </ul>
      </div>
      <div className="review-samples__group">
        <h3 className="review-samples__heading">{t('review.samples.unmatched')}</h3>
        <ul className="review-samples__rows">
          {SAMPLE.unmatched.map((line) => (
            <UnmatchedLineRow
              key={line.line_id}
              line={line}
              interaction={interaction}
              onMap={choose(markKey.line(line.line_id))}
            />
          ))}
        </ul>
      </div>
      <div className="review-samples__group">
        <h3 className="review-samples__heading">{t('review.samples.picker')}</h3>
        <SamplePicker />
      </div>
    </div>
  );
}
