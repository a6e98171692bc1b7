import { expect, it } from 'vitest';
import { FILE_MESSAGES, fileProblem, UPLOAD_MAX_BYTES } from './documents';

it.each([
  [{ type: 'application/pdf', size: 1000 }, undefined],
  [{ type: 'application/pdf', size: UPLOAD_MAX_BYTES }, undefined],
  [{ type: 'application/pdf', size: UPLOAD_MAX_BYTES + 1 }, FILE_MESSAGES.tooLarge],
  [{ type: 'image/png', size: 10 }, FILE_MESSAGES.notPdf],
  [{ type: '', size: 10 }, FILE_MESSAGES.notPdf],
])('%j → %s', (file, message) => {
  expect(fileProblem(file)).toBe(message);
});
