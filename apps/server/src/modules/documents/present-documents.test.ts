import { describe, expect, it } from 'vitest';
import type { DocumentsTable } from '../../db/schema';
import { presentDocuments } from './present-documents';

function failedDocument(error: string): DocumentsTable {
  return {
    id: 'd1',
    user_id: 'u1',
    display_name: 'Lipid panel',
    document_type: 'blood_work',
    report_date: '2026-05-01',
    size: 1000,
    sha256: 'abc',
    blob_key: 'k1',
    content_kind: 'pdf',
    status: 'failed',
    attempts: 1,
    error,
    unmatched: null,
    claimed_until: null,
    created_at: 0,
    updated_at: 0,
  };
}

function shownError(error: string, language: 'us' | 'de'): string | null | undefined {
  return presentDocuments([failedDocument(error)], language)[0]?.documents[0]?.error;
}

describe('why a document could not be analysed', () => {
  it('is told to a German person in German', () => {
    expect(shownError('unreadable', 'de')).toBe('Die Datei konnte nicht als PDF gelesen werden.');
    expect(shownError('too_large', 'de')).toBe(
      'Das Dokument enthält weit mehr Daten als ein Laborbefund.',
    );
  });

  it('is told to everyone else in English', () => {
    expect(shownError('abandoned', 'us')).toBe('The analysis stopped before it could finish.');
  });

  it('is shown as stored when it names no known reason', () => {
    expect(shownError('Something else went wrong', 'de')).toBe('Something else went wrong');
  });
});
