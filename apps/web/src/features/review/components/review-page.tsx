import type {
  DocumentReview,
  ReviewDismissed,
  ReviewResult,
  ReviewUnmatchedLine,
} from '@labtrail/contract/review';
import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { SPINNER_SIZE_LOADING_SCREEN } from '../../../lib/constants';
import { PATHS } from '../../../lib/paths';
import { useTrackedAction } from '../../../lib/use-tracked-action';
import { useNotificationStore } from '../../../stores/notification-store';
import { Button } from '../../../ui/button';
import { Modal } from '../../../ui/modal';
import { Spinner } from '../../../ui/spinner';
import { WarningBanner } from '../../../ui/warning-banner';
import { isAnalysing, useDocumentReview } from '../api/review-query';
import { restoreDismissal } from '../api/restore-dismissal';
import { useApplyReview } from '../api/use-apply-review';
import { DocumentPages } from '../pages/document-pages';
import type { DocumentPagesProps } from '../pages/document-pages';
import { useDocumentPages } from '../pages/use-document-pages';
import type { DocumentPagesState } from '../pages/use-document-pages';
import { markKey, reviewMarks } from '../review-marks';
import { reviewMessage } from '../review-messages';
import type { RevealRequest } from '../reveal';
import { useIsPhone } from '../use-is-phone';
import { CorrectResultDialog } from './correct-result-dialog';
import { DismissResultDialog } from './dismiss-result-dialog';
import { MapLineDialog } from './map-line-dialog';
import { ReviewHeader } from './review-header';
import { ReviewList } from './review-list';
import type { RowInteraction } from './review-row';
import './review-page.css';

/** The pages once loaded; until then a spinner, and a failure with the way to try again. */
function PagesPane({
  pages,
  ...view
}: Omit<DocumentPagesProps, 'pages'> & { pages: DocumentPagesState }) {
  const { t } = useTranslation();
  if (pages.outcome === undefined) {
    return (
      <div className="review__pages-loading">
        <Spinner label={t('review.pagesLoading')} />
      </div>
    );
  }
  if (pages.outcome.error !== undefined) {
    return (
      <div className="review__pages-failed">
        <WarningBanner message={pages.outcome.error} />
        <Button variant="link" onClick={pages.retry}>
          {t('review.pagesRetry')}
        </Button>
      </div>
    );
  }
  return <DocumentPages pages={pages.outcome.data} {...view} />;
}

/**
 * One document's review: its pages with each row boxed beside the list of what was read. Beside
 * each other on a wide screen; on a phone the list comes first, and a row's page opens on demand.
 */
function ReviewScreen({
  review,
  initialKey,
}: {
  review: DocumentReview;
  initialKey: string | null;
}) {
  const { t } = useTranslation();
  const notify = useNotificationStore((state) => state.notify);
  const apply = useApplyReview(review.document.id);
  const isPhone = useIsPhone();
  const isPdf = review.document.content_kind === 'pdf';
  const marks = useMemo(() => reviewMarks(review), [review]);
  const firstReveal = initialKey === null ? null : { key: initialKey, seq: 0 };

  const [selectedKey, setSelectedKey] = useState(initialKey);
  const [hoveredKey, setHoveredKey] = useState<string | null>(null);
  const [pageReveal, setPageReveal] = useState<RevealRequest | null>(firstReveal);
  const [listReveal, setListReveal] = useState<RevealRequest | null>(firstReveal);
  const [phonePageKey, setPhonePageKey] = useState<string | null>(null);
  const requests = useRef(0);
  const nextRequest = (key: string): RevealRequest => {
    requests.current += 1;
    return { key, seq: requests.current };
  };

  const [correcting, setCorrecting] = useState<ReviewResult | null>(null);
  const [dismissing, setDismissing] = useState<ReviewResult | null>(null);
  const [mapping, setMapping] = useState<ReviewUnmatchedLine | null>(null);
  const restoring = useTrackedAction();
  const [restoringId, setRestoringId] = useState<string | null>(null);

  // A phone draws the pages only once the person asks to see one.
  const pages = useDocumentPages(review.document.id, isPdf && (!isPhone || phonePageKey !== null));
  const besidePages = isPdf && !isPhone;

  const interaction: Omit<RowInteraction, 'keepRow'> = {
    selectedKey,
    onSelect: (key) => {
      setSelectedKey(key);
      if (besidePages) setPageReveal(nextRequest(key));
    },
    onHover: (key) => {
      setHoveredKey(key);
      if (key !== null && besidePages) setPageReveal(nextRequest(key));
    },
    onShowOnPage:
      isPdf && isPhone
        ? (key) => {
            setSelectedKey(key);
            setPhonePageKey(key);
            setPageReveal(nextRequest(key));
          }
        : undefined,
  };
  const selectOnPage = (key: string) => {
    setSelectedKey(key);
    setListReveal(nextRequest(key));
  };

  const restore = async (dismissed: ReviewDismissed) => {
    setRestoringId(dismissed.dismissal_id);
    const answer = await restoring.run(() =>
      restoreDismissal(review.document.id, dismissed.dismissal_id),
    );
    setRestoringId(null);
    if (answer.error === undefined) {
      apply(answer.data);
      notify('success', t('review.restored', { name: dismissed.biomarker_name }));
    } else {
      notify('warning', t('review.restoreFailed', { error: reviewMessage(answer.error, t) }));
    }
  };

  const pagesView = {
    pages,
    marks,
    selectedKey,
    hoveredKey,
    onSelectMark: selectOnPage,
    reveal: pageReveal,
  };
  const phonePageMark = marks.find((mark) => mark.key === phonePageKey);
  return (
    <div className={isPhone ? 'review review--phone' : 'review'}>
      <ReviewHeader document={review.document} analysing={isAnalysing(review)} />
      {!isPdf && <p className="review__note">{t('review.noPages')}</p>}
      <div className={besidePages ? 'review__panes' : 'review__panes review__panes--list-only'}>
        {besidePages && (
          <section
            className="review__pages"
            aria-label={t('review.pagesLabel', { name: review.document.display_name })}
          >
            <PagesPane {...pagesView} scrollsItself />
          </section>
        )}
        <section
          className="review__list"
          aria-label={t('review.listLabel', { name: review.document.display_name })}
        >
          <ReviewList
            review={review}
            interaction={interaction}
            reveal={listReveal}
            restoringId={restoringId}
            onCorrect={setCorrecting}
            onDismiss={setDismissing}
            onMap={setMapping}
            onRestore={(dismissed) => {
              void restore(dismissed);
            }}
          />
        </section>
      </div>
      <Modal
        open={phonePageMark !== undefined}
        onClose={() => {
          setPhonePageKey(null);
        }}
        title={t('review.pageDialogTitle', { name: phonePageMark?.label ?? '' })}
        footer={
          <Button
            variant="secondary"
            onClick={() => {
              setPhonePageKey(null);
            }}
          >
            {t('review.close')}
          </Button>
        }
      >
        <div className="review__dialog-pages">
          <PagesPane {...pagesView} scrollsItself />
        </div>
      </Modal>
      <CorrectResultDialog
        documentId={review.document.id}
        result={correcting}
        onClose={() => {
          setCorrecting(null);
        }}
      />
      <DismissResultDialog
        documentId={review.document.id}
        result={dismissing}
        onClose={() => {
          setDismissing(null);
        }}
      />
      <MapLineDialog
        documentId={review.document.id}
        line={mapping}
        onClose={() => {
          setMapping(null);
        }}
      />
    </div>
  );
}

/**
 * /documents/:documentId/review: what the analysis read from one document, shown on its pages,
 * correctable. `?result=` opens it at that value (the detail page's "from: …" links).
 */
export function ReviewPage() {
  const { t } = useTranslation();
  const { documentId = '' } = useParams();
  const [searchParams] = useSearchParams();
  const review = useDocumentReview(documentId);
  const result = searchParams.get('result');

  if (review.data === undefined) {
    if (!review.isError) {
      return (
        <div className="review__loading">
          <Spinner label={t('review.loading')} size={SPINNER_SIZE_LOADING_SCREEN} />
        </div>
      );
    }
    return (
      <div className="review">
        <Link className="review-header__back" to={PATHS.biomarkers}>
          {t('review.backToBiomarkers')}
        </Link>
        <WarningBanner message={review.error.message} />
      </div>
    );
  }
  return (
    <ReviewScreen
      // A link to another value of the same review starts it afresh at that value.
      key={`${documentId}?${result ?? ''}`}
      review={review.data}
      initialKey={result === null ? null : markKey.result(result)}
    />
  );
}
