import type { NextTest } from '@labtrail/contract/summaries';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDisplayDate } from '../../../lib/format-date';
import { toLanguage } from '../../../lib/i18n/i18n';
import { useViewPaths } from '../../../lib/shared-access';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { WarningBanner } from '../../../ui/warning-banner';
import { useHealthSummary } from '../api/health-summary-query';
import './next-tests-card.css';

/** Enough to plan the next appointment; the rest wait behind 'and N more'. */
const NEXT_TESTS_SHOWN = 5;

/**
 * The biomarkers due for a test soonest (the roadmap's `next_tests`), each with its date and why.
 * Hidden until the person has a result: with nothing measured, nothing is due.
 */
export function NextTestsCard() {
  const { t, i18n } = useTranslation();
  const roadmap = useHealthSummary();
  const paths = useViewPaths();
  const [expanded, setExpanded] = useState(false);
  const tests = roadmap.data?.next_tests ?? [];
  if (!roadmap.isError && tests.length === 0) return null;
  const shown = expanded ? tests : tests.slice(0, NEXT_TESTS_SHOWN);
  const folded = tests.length > NEXT_TESTS_SHOWN;

  const reasonText = (test: NextTest) =>
    test.overdue ? t('nextTests.overdue') : t(`nextTests.reasons.${test.reason}`);

  return (
    <Card>
      <section className="next-tests" aria-labelledby="next-tests-title">
        <h2 id="next-tests-title" className="next-tests__title">
          {t('nextTests.title')}
        </h2>
        {roadmap.isError && <WarningBanner message={roadmap.error.message} />}
        {tests.length > 0 && (
          <ul id="next-tests-list" className="next-tests__list">
            {shown.map((test) => (
              <li key={test.biomarker_id} className="next-tests__item">
                <Link
                  className="next-tests__name"
                  to={paths.biomarker}
                  state={{ biomarker_id: test.biomarker_id }}
                >
                  {test.biomarker_name}
                </Link>
                <span className="next-tests__date">
                  {formatDisplayDate(
                    test.due_date,
                    toLanguage(i18n.language),
                    t('dates.notAvailable'),
                  )}
                </span>
                <span
                  className={
                    test.overdue ||
                    test.reason === 'critical' ||
                    test.reason === 'prompt' ||
                    test.reason === 'confirm'
                      ? 'next-tests__reason next-tests__reason--pressing'
                      : 'next-tests__reason'
                  }
                >
                  {reasonText(test)}
                </span>
              </li>
            ))}
          </ul>
        )}
        {folded && (
          <Button
            variant="link"
            className="next-tests__toggle"
            aria-expanded={expanded}
            aria-controls="next-tests-list"
            onClick={() => {
              setExpanded(!expanded);
            }}
          >
            {expanded
              ? t('nextTests.showLess')
              : t('nextTests.more', { count: tests.length - NEXT_TESTS_SHOWN })}
          </Button>
        )}
      </section>
    </Card>
  );
}
