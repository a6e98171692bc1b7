import type { DocumentsResponse } from '@labtrail/contract/documents';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { apiRequest, unwrapApiResult } from '../../../lib/api-client';
import { DOCUMENT_STATUS_POLL_MS } from '../../../lib/constants';
import { useFullRefresh } from '../../../lib/full-refresh';
import { i18n, toLanguage } from '../../../lib/i18n/i18n';
import type { Language } from '../../../lib/i18n/i18n';
import { QUERY_KEYS } from '../../../lib/query-keys';
import type { SharedAccess } from '../../../lib/shared-access';
import { readThrough, sharedKey, useSharedAccess } from '../../../lib/shared-access';

/**
 * `GET /v1/user/documents`: the person's documents by type, categories newest first. A failed
 * load is one request, not retried by itself: every full refresh and, while a document is
 * analysed, every poll loads the list again, and the person can ask at once (Try again).
 */
export function documentsQueryOptions(language: Language, share?: SharedAccess) {
  return queryOptions({
    queryKey: [QUERY_KEYS.documents, language, ...sharedKey(share)],
    retry: false,
    queryFn: async () => {
      const categories = unwrapApiResult(
        await apiRequest<DocumentsResponse>({
          method: 'GET',
          ...readThrough(share, '/v1/user/documents', '/v1/shared/documents'),
          defaultError: i18n.t('errors.fetchDocumentsFailed'),
        }),
      );
      const newest = (category: DocumentsResponse[number]) =>
        category.documents.reduce(
          (latest, document) => (document.report_date > latest ? document.report_date : latest),
          '',
        );
      return [...categories].sort((a, b) => newest(b).localeCompare(newest(a)));
    },
  });
}

/** Whether any listed document is still waiting for or undergoing its analysis. */
export function analysing(categories: DocumentsResponse | undefined): boolean {
  return (categories ?? []).some((category) =>
    category.documents.some(
      (document) => document.status === 'pending' || document.status === 'processing',
    ),
  );
}

/**
 * The documents and, while any is being analysed, every few seconds again so its status moves
 * on screen; when the analysis ends, everything refreshes.
 */
export function useDocuments() {
  const { i18n: instance } = useTranslation();
  const fullRefresh = useFullRefresh();
  const share = useSharedAccess();
  const query = useQuery({
    ...documentsQueryOptions(toLanguage(instance.language), share),
    placeholderData: keepPreviousData,
    // A load that just failed (the full refresh's, often) is shown, not asked for again.
    retryOnMount: false,
    refetchInterval: (current) => (analysing(current.state.data) ? DOCUMENT_STATUS_POLL_MS : false),
  });

  // A document just analysed brings new values: show them now, not at the next scheduled refresh.
  const isAnalysing = analysing(query.data);
  const wasAnalysing = useRef(false);
  useEffect(() => {
    if (wasAnalysing.current && !isAnalysing) void fullRefresh();
    wasAnalysing.current = isAnalysing;
  }, [isAnalysing, fullRefresh]);
  return query;
}
