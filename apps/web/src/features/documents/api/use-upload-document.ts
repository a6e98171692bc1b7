import { useMutation, useQueryClient } from '@tanstack/react-query';
import { POST_UPLOAD_REFRESH_DELAY_MS } from '../../../lib/constants';
import { useFullRefresh } from '../../../lib/full-refresh';
import { i18n, toLanguage } from '../../../lib/i18n/i18n';
import { QUERY_KEYS } from '../../../lib/query-keys';
import { useRefreshStore } from '../../../stores/refresh-store';
import { analysing, documentsQueryOptions } from './documents-query';
import { uploadDocument } from './upload-document';

/**
 * Uploads one file (spec §4, §7). Only the answer's success flag is a success; anything else
 * fails with the server's error text or 'Unknown error'.
 *
 * After a success a full refresh is scheduled 10 minutes later and the documents are fetched
 * again at once. A short report can be analysed before that look, so it may never be seen as
 * being analysed: then everything refreshes now; otherwise the documents list refreshes
 * everything when it sees the analysis end.
 */
export function useUploadDocument() {
  const queryClient = useQueryClient();
  const fullRefresh = useFullRefresh();
  const scheduleRefresh = useRefreshStore((state) => state.scheduleRefresh);

  const refreshUnlessAnalysing = async () => {
    await queryClient.invalidateQueries({ queryKey: [QUERY_KEYS.documents] });
    const documents = queryClient.getQueryData(
      documentsQueryOptions(toLanguage(i18n.language)).queryKey,
    );
    if (!analysing(documents)) await fullRefresh();
  };

  return useMutation({
    mutationFn: async (file: File) => {
      const result = await uploadDocument(file);
      if (result.data?.success !== true) throw new Error(result.error ?? i18n.t('errors.unknown'));
    },
    // Offline, an upload fails at once as its request would, instead of waiting unseen.
    networkMode: 'always',
    onSuccess: () => {
      scheduleRefresh(Date.now() + POST_UPLOAD_REFRESH_DELAY_MS);
      // Not awaited: the file is done, and the next one may start, without waiting for the list.
      void refreshUnlessAnalysing();
    },
  });
}
