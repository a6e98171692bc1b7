import type { DocumentReview } from '@labtrail/contract/review';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useFullRefresh } from '../../../lib/full-refresh';
import { toLanguage } from '../../../lib/i18n/i18n';
import { reviewKeyOf, reviewQueryOptions } from './review-query';

/**
 * Shows the review a change answered with, at once, and refreshes everything the change touches
 * elsewhere: the biomarkers, their history and the summaries (the app's full refresh). Reviews of
 * the document cached in another language are stale now and load again when next shown.
 */
export function useApplyReview(documentId: string): (review: DocumentReview) => void {
  const queryClient = useQueryClient();
  const fullRefresh = useFullRefresh();
  const { i18n } = useTranslation();
  return useCallback(
    (review: DocumentReview) => {
      void queryClient.invalidateQueries({
        queryKey: reviewKeyOf(documentId),
        refetchType: 'none',
      });
      queryClient.setQueryData(
        reviewQueryOptions(documentId, toLanguage(i18n.language)).queryKey,
        review,
      );
      void fullRefresh();
    },
    [queryClient, fullRefresh, documentId, i18n],
  );
}
