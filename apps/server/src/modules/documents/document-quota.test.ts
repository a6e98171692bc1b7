import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { refuseOverQuota } from './document-quota';

const MB = 1024 * 1024;
const { documentQuota } = loadConfig({});

describe('the default document quota (issue 17: 500 MB and 1000 documents per person)', () => {
  it('takes a file while the bytes and the count have room', () => {
    expect(refuseOverQuota({ count: 999, bytes: 475 * MB }, documentQuota, 25 * MB)).toBe(
      undefined,
    );
  });

  it('refuses and says what to do once the storage is full', () => {
    expect(refuseOverQuota({ count: 20, bytes: 500 * MB }, documentQuota, 1)).toMatchObject({
      code: 'storage_full',
      params: { megabytes: 500 },
      message:
        'Your documents use all of your storage (500 MB). Delete some documents to upload more.',
    });
  });

  it('refuses a file larger than what is left', () => {
    expect(refuseOverQuota({ count: 20, bytes: 490 * MB }, documentQuota, 11 * MB)).toMatchObject({
      code: 'does_not_fit',
      params: { megabytes: 500 },
      message:
        'This file is larger than the storage you have left (500 MB in all). ' +
        'Delete some documents to upload it.',
    });
  });

  it('refuses the 1001st document', () => {
    expect(refuseOverQuota({ count: 1000, bytes: 0 }, documentQuota, 1)).toMatchObject({
      code: 'too_many_documents',
      params: { count: 1000 },
      message:
        'You have reached the limit of 1000 documents. Delete some documents to upload more.',
    });
  });
});
