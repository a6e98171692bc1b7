import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../lib/i18n/i18n';
import { useUploadStore } from './upload-store';

const MB = 1024 * 1024;

/** A file as the picker hands it over; a PDF by default. */
function makeFile(name: string, { type = 'application/pdf', bytes = 16 } = {}): File {
  return new File([new Uint8Array(bytes)], name, { type });
}

beforeEach(async () => {
  useUploadStore.setState({ items: [], dialogOpen: false });
  await i18n.changeLanguage('us');
});

const store = () => useUploadStore.getState();
const rows = () => store().items.map((item) => `${item.name}: ${item.status} ${item.message}`);
const idOf = (name: string) => {
  const item = store().items.find((candidate) => candidate.name === name);
  if (item === undefined) throw new Error(`${name} is not listed`);
  return item.id;
};
const succeed = (name: string) => {
  store().finish(idOf(name), { status: 'success', message: 'File uploaded successfully!' });
};

describe('the upload list', () => {
  it('checks each file first: only valid PDFs wait to be uploaded', () => {
    store().enqueue([
      makeFile('report.pdf'),
      makeFile('notes.txt', { type: 'text/plain' }),
      makeFile('scan.pdf', { bytes: 26 * MB }),
    ]);

    expect(store().dialogOpen).toBe(true);
    expect(rows()).toEqual([
      'report.pdf: pending Uploading...',
      'notes.txt: error File must be a PDF',
      'scan.pdf: error File exceeds 25MB limit',
    ]);
  });

  it('hands over one waiting file at a time, in the order given', () => {
    const a = makeFile('a.pdf');
    const b = makeFile('b.pdf');
    store().enqueue([a, b]);

    expect(store().startNext()).toEqual({ id: idOf('a.pdf'), file: a });
    expect(store().startNext()).toBeUndefined();
    expect(rows()).toEqual(['a.pdf: uploading Uploading...', 'b.pdf: pending Uploading...']);

    succeed('a.pdf');
    expect(store().startNext()).toEqual({ id: idOf('b.pdf'), file: b });
    store().finish(idOf('b.pdf'), { status: 'error', message: 'Storage is full' });
    expect(store().startNext()).toBeUndefined();
    expect(rows()).toEqual([
      'a.pdf: success File uploaded successfully!',
      'b.pdf: error Storage is full',
    ]);
  });

  it('adds files given while uploading to the same list, after the others', () => {
    store().enqueue([makeFile('a.pdf')]);
    store().startNext();

    store().enqueue([makeFile('b.pdf')]);

    expect(rows()).toEqual(['a.pdf: uploading Uploading...', 'b.pdf: pending Uploading...']);
  });

  it('never hands over a cancelled file, and cancels only waiting files', () => {
    store().enqueue([makeFile('a.pdf'), makeFile('b.pdf'), makeFile('notes.txt', { type: '' })]);
    store().startNext();

    for (const item of store().items) store().cancel(item.id);

    expect(rows()).toEqual([
      'a.pdf: uploading Uploading...',
      'b.pdf: cancelled Upload cancelled',
      'notes.txt: error File must be a PDF',
    ]);
    succeed('a.pdf');
    expect(store().startNext()).toBeUndefined();
  });

  it('ignores the outcome of a file no longer uploading', () => {
    store().enqueue([makeFile('a.pdf')]);
    const started = store().startNext();
    if (started === undefined) throw new Error('a.pdf was not handed over');

    // The list is replaced meanwhile (as a sign-out resets the app's state).
    useUploadStore.setState({ items: [], dialogOpen: false });
    store().finish(started.id, { status: 'success', message: 'File uploaded successfully!' });

    expect(rows()).toEqual([]);
  });
});

describe('closing the dialog', () => {
  it('does nothing while a file is waiting or uploading', () => {
    store().enqueue([makeFile('a.pdf'), makeFile('b.pdf')]);
    store().startNext();

    store().closeDialog();
    expect(store().dialogOpen).toBe(true);
    expect(rows()).toHaveLength(2);

    succeed('a.pdf');
    store().startNext();
    store().closeDialog();
    expect(store().dialogOpen).toBe(true);

    succeed('b.pdf');
    store().closeDialog();
    expect(store().dialogOpen).toBe(false);
    expect(rows()).toEqual([]);
  });

  it('starts the next dialog with an empty list', () => {
    store().enqueue([makeFile('notes.txt', { type: 'text/plain' })]);
    store().closeDialog();

    store().enqueue([makeFile('a.pdf')]);
    expect(rows()).toEqual(['a.pdf: pending Uploading...']);
  });

  it('is not opened by an empty choice', () => {
    store().enqueue([]);
    expect(store().dialogOpen).toBe(false);
  });
});

it('writes the file messages in German when the interface is German', async () => {
  await i18n.changeLanguage('de');
  store().enqueue([makeFile('notizen.txt', { type: 'text/plain' })]);
  expect(rows()).toEqual(['notizen.txt: error Die Datei muss ein PDF sein']);
  await i18n.changeLanguage('us');
});
