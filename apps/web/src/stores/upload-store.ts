import { FILE_MESSAGES, fileProblem } from '@labtrail/contract/documents';
import { create } from 'zustand';
import { POST_UPLOAD_REFRESH_DELAY_MS } from '../lib/constants';
import { i18n } from '../lib/i18n/i18n';
import { uploadDocument } from '../lib/upload-document';
import { useRefreshStore } from './refresh-store';

/**
 * Where one file stands (spec §3–§4). `loading` is one of the spec's states but no step of this
 * flow sets it; it counts as busy wherever it appears.
 */
export type UploadStatus = 'pending' | 'uploading' | 'loading' | 'success' | 'error' | 'cancelled';

export interface UploadItem {
  id: number;
  /** The file's name as the person chose it. */
  name: string;
  status: UploadStatus;
  /** What the person reads about it: 'Uploading...', a validation or server message, … */
  message: string;
}

interface UploadState {
  /** Every file of the open dialog, in the order they were given. */
  items: UploadItem[];
  dialogOpen: boolean;
  /** Counts successful uploads, so the documents list can refetch at once. */
  completedUploads: number;
  /** Checks each file, opens the dialog and uploads the valid ones, one after another. */
  enqueue: (files: readonly File[]) => void;
  /** A waiting file will not be uploaded; other items are left as they are. */
  cancel: (id: number) => void;
  /** Closes the dialog and forgets its list, but only once nothing is waiting or uploading. */
  closeDialog: () => void;
}

const BUSY_STATUSES: ReadonlySet<UploadStatus> = new Set(['pending', 'uploading', 'loading']);

export function isBusy(item: UploadItem): boolean {
  return BUSY_STATUSES.has(item.status);
}

/** The contract's file messages in the interface language. */
function fileMessage(message: string): string {
  switch (message) {
    case FILE_MESSAGES.notPdf:
      return i18n.t('upload.notPdf');
    case FILE_MESSAGES.tooLarge:
      return i18n.t('upload.tooLarge');
    case FILE_MESSAGES.valid:
      return i18n.t('upload.uploading');
    default:
      return message;
  }
}

let lastId = 0;

/** The waiting files themselves; the store holds only what is shown. */
const waitingFiles = new Map<number, File>();

export const useUploadStore = create<UploadState>()((set, get) => {
  const update = (id: number, change: Partial<UploadItem>) => {
    set((state) => ({
      items: state.items.map((item) => (item.id === id ? { ...item, ...change } : item)),
    }));
  };

  /** Starts the next waiting file, unless one is uploading already. */
  const startNext = () => {
    const { items } = get();
    if (items.some((item) => item.status === 'uploading')) return;
    const next = items.find((item) => item.status === 'pending');
    if (next === undefined) return;
    const file = waitingFiles.get(next.id);
    waitingFiles.delete(next.id);
    if (file === undefined) {
      update(next.id, { status: 'error', message: i18n.t('errors.unknown') });
      startNext();
      return;
    }
    update(next.id, { status: 'uploading' });
    void uploadDocument(file).then((result) => {
      const current = get().items.find((item) => item.id === next.id);
      // The list was cleared or replaced meanwhile: this result belongs to nobody any more.
      if (current?.status !== 'uploading') return;
      // Only the success flag means success (spec §7); an answer with neither it nor an error
      // text is an 'Unknown error'.
      if (result.data?.success === true) {
        update(next.id, { status: 'success', message: i18n.t('upload.success') });
        useRefreshStore.getState().scheduleRefresh(Date.now() + POST_UPLOAD_REFRESH_DELAY_MS);
        set((state) => ({ completedUploads: state.completedUploads + 1 }));
      } else {
        update(next.id, { status: 'error', message: result.error ?? i18n.t('errors.unknown') });
      }
      startNext();
    });
  };

  return {
    items: [],
    dialogOpen: false,
    completedUploads: 0,
    enqueue: (files) => {
      if (files.length === 0) return;
      const added = files.map((file): UploadItem => {
        lastId += 1;
        const problem = fileProblem(file);
        if (problem !== undefined) {
          return { id: lastId, name: file.name, status: 'error', message: fileMessage(problem) };
        }
        waitingFiles.set(lastId, file);
        return {
          id: lastId,
          name: file.name,
          status: 'pending',
          message: fileMessage(FILE_MESSAGES.valid),
        };
      });
      set((state) => ({ items: [...state.items, ...added], dialogOpen: true }));
      startNext();
    },
    cancel: (id) => {
      const item = get().items.find((candidate) => candidate.id === id);
      if (item?.status !== 'pending') return;
      waitingFiles.delete(id);
      update(id, { status: 'cancelled', message: i18n.t('upload.cancelled') });
    },
    closeDialog: () => {
      if (get().items.some(isBusy)) return;
      waitingFiles.clear();
      set({ items: [], dialogOpen: false });
    },
  };
});
