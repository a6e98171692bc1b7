import { FILE_MESSAGES, fileProblem } from '@labtrail/contract/documents';
import { create } from 'zustand';
import { i18n } from '../../lib/i18n/i18n';

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

/** A waiting file whose upload starts now. */
interface StartedUpload {
  id: number;
  file: File;
}

interface UploadState {
  /** Every file of the open dialog, in the order they were given. */
  items: UploadItem[];
  dialogOpen: boolean;
  /** Checks each file and opens the dialog; the valid ones wait to be uploaded. */
  enqueue: (files: readonly File[]) => void;
  /** A waiting file will not be uploaded; other items are left as they are. */
  cancel: (id: number) => void;
  /** Closes the dialog and forgets its list, but only once nothing is waiting or uploading. */
  closeDialog: () => void;
  /** Marks the next waiting file as uploading and hands it over, unless one is uploading already. */
  startNext: () => StartedUpload | undefined;
  /** A started upload's outcome; ignored once its file is no longer uploading (list cleared). */
  finish: (id: number, outcome: { status: 'success' | 'error'; message: string }) => void;
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

/** The upload dialog's list of files (spec §4): client state only, the uploads run elsewhere. */
export const useUploadStore = create<UploadState>()((set, get) => {
  const update = (id: number, change: Partial<UploadItem>) => {
    set((state) => ({
      items: state.items.map((item) => (item.id === id ? { ...item, ...change } : item)),
    }));
  };

  return {
    items: [],
    dialogOpen: false,
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
    startNext: () => {
      const { items } = get();
      if (items.some((item) => item.status === 'uploading')) return undefined;
      const next = items.find((item) => item.status === 'pending');
      if (next === undefined) return undefined;
      const file = waitingFiles.get(next.id);
      waitingFiles.delete(next.id);
      if (file === undefined) {
        update(next.id, { status: 'error', message: i18n.t('errors.unknown') });
        return get().startNext();
      }
      update(next.id, { status: 'uploading' });
      return { id: next.id, file };
    },
    finish: (id, outcome) => {
      const item = get().items.find((candidate) => candidate.id === id);
      if (item?.status !== 'uploading') return;
      update(id, outcome);
    },
  };
});
