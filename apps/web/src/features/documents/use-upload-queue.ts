import { useEffect } from 'react';
import { i18n } from '../../lib/i18n/i18n';
import { useUploadDocument } from './api/use-upload-document';
import { useUploadStore } from './upload-store';

/**
 * Uploads the listed files one after another (spec §4): each time the list changes with nothing
 * uploading, the next waiting file starts.
 */
export function useUploadQueue(): void {
  const items = useUploadStore((state) => state.items);
  const { mutateAsync: upload } = useUploadDocument();

  useEffect(() => {
    const next = useUploadStore.getState().startNext();
    if (next === undefined) return;
    const { finish } = useUploadStore.getState();
    // The upload's own promise, unlike a mutation callback, settles even if the page has gone.
    void upload(next.file).then(
      () => {
        finish(next.id, { status: 'success', message: i18n.t('upload.success') });
      },
      (error: unknown) => {
        const message = error instanceof Error ? error.message : i18n.t('errors.unknown');
        finish(next.id, { status: 'error', message });
      },
    );
  }, [items, upload]);
}
