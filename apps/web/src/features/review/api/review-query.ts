import type { DocumentReview } from '@labtrail/contract/review';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest, unwrapApiResult } from '../../../lib/api-client';
import { DOCUMENT_STATUS_POLL_MS } from '../../../lib/constants';
import { useFullRefresh } from '../../../lib/full-refresh';
import { i18n, toLanguage } from '../../../lib/i18n/i18n';
import type { Language } from '../../../lib/i18n/i18n';

/** Only the review reads a document's review, so its key stays here rather than among the shared ones. */
const REVIEW_KEY = 'document-review';

/** Every cached review of a document, in whatever language. */
export function reviewKeyOf(documentId: string) {
  return [REVIEW_KEY, documentId] as const;
}

/** `GET /v1/user/document/{id}/review`: what the analysis read from one document. */
export function reviewQueryOptions(documentId: string, language: Language) {
  return queryOptions({
    queryKey: [...reviewKeyOf(documentId), language],
    queryFn: async () =>
      unwrapApiResult(
        await apiRequest<DocumentReview>({
          method: 'GET',
          path: `/v1/user/document/${encodeURIComponent(documentId)}/review`,
          defaultError: i18n.t('review.errors.loadFailed'),
        }),
      ),
  });
}

/** Whether the document waits for or undergoes its analysis (after an upload or "Analyse again"). */
export function isAnalysing(review: DocumentReview | undefined): boolean {
  const status = review?.document.status;
  return status === 'pending' || status === 'processing';
}

/**
 * A document's review and, while the document is analysed, every few seconds again so the
 * screen shows the new reading when it is done; then everything else refreshes too, since the
 * document's values were replaced.
 */
export function useDocumentReview(documentId: string) {
  const { i18n: instance } = useTranslation();
  const fullRefresh = useFullRefresh();
  const query = useQuery({
    ...reviewQueryOptions(documentId, toLanguage(instance.language)),
    // A language switch keeps showing this document's review until the new words arrive.
    placeholderData: (previous) => (previous?.document.id === documentId ? previous : undefined),
    refetchInterval: (current) =>
      isAnalysing(current.state.data) ? DOCUMENT_STATUS_POLL_MS : false,
  });

  const analysing = isAnalysing(query.data);
  const wasAnalysing = useRef(false);
  useEffect(() => {
    if (wasAnalysing.current && !analysing) void fullRefresh();
    wasAnalysing.current = analysing;
  }, [analysing, fullRefresh]);
  return query;
}
