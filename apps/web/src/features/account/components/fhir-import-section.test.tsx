import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubNodeFormData } from '../../../test/node-form-data';
import { renderUi } from '../../../test/render-ui';
import { startSampleApi } from '../../../test/sample-api';
import { sendJson } from '../../../test/test-server';
import type { TestServer } from '../../../test/test-server';
import { FhirImportSection } from './fhir-import-section';

let server: TestServer;
let answer: [number, unknown];

beforeEach(async () => {
  answer = [200, { success: true, user_document_id: 'd9' }];
  server = await startSampleApi({
    'POST /v1/user/import/fhir': (_request, response) => {
      sendJson(response, ...answer);
    },
  });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(async () => {
  await server.close();
});

const bundle = () =>
  new File(
    [JSON.stringify({ resourceType: 'Bundle', type: 'collection', entry: [] })],
    'portal.json',
    {
      type: 'application/fhir+json',
    },
  );

/** The person picks a file; the picker's own filter is passed over, as a browser's can be. */
async function choose(file: () => File) {
  await stubNodeFormData();
  const view = renderUi(<FhirImportSection />);
  expect(screen.getByRole('heading', { name: 'Import results' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Import a FHIR file' })).toBeTruthy();
  fireEvent.change(screen.getByLabelText('FHIR file to import'), {
    target: { files: [file()] },
  });
  return view;
}

describe('importing a FHIR file from the account dialog', () => {
  it('sends the file and says its results will appear shortly', async () => {
    const { queryClient } = await choose(bundle);
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');

    expect((await screen.findByRole('status')).textContent).toContain(
      "We'll email you when its results are read",
    );
    const sent = server.requests.filter((request) => request.method === 'POST');
    expect(sent.map((request) => request.url)).toEqual(['/v1/user/import/fhir']);
    expect(sent[0]?.body).toContain('name="file"; filename="portal.json"');
    expect(sent[0]?.headers['x-client-source']).toBe('website');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['documents'] });
  });

  it('shows the server’s refusal in the interface’s words, with its date', async () => {
    answer = [
      409,
      {
        error: 'This file was already imported on 2026-03-01',
        code: 'already_imported',
        params: { date: '2026-03-01' },
      },
    ];
    await choose(bundle);

    expect((await screen.findByRole('alert')).textContent).toContain(
      'This file was already imported on 2026-03-01',
    );
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the cap on values one import may add, with its number', async () => {
    answer = [
      413,
      {
        error: 'The file holds more than 5,000 values, the most one import may add.',
        code: 'too_many_values',
        params: { count: 5000 },
      },
    ];
    await choose(bundle);

    expect((await screen.findByRole('alert')).textContent).toContain(
      'The file holds more than 5,000 values, the most one import may add. Please split it into smaller files',
    );
  });

  it('refuses a file over 10 MB before sending it', async () => {
    await choose(
      () =>
        new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'portal.json', {
          type: 'application/fhir+json',
        }),
    );

    expect((await screen.findByRole('alert')).textContent).toContain(
      'The file is larger than 10 MB. Please export a shorter period',
    );
    expect(server.requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('refuses a file that is no JSON before sending it', async () => {
    await choose(() => new File(['%PDF-1.7'], 'report.pdf', { type: 'application/pdf' }));

    expect((await screen.findByRole('alert')).textContent).toContain(
      'File must be a FHIR Bundle, Observation or DiagnosticReport in JSON',
    );
    expect(server.requests.some((request) => request.method === 'POST')).toBe(false);
  });
});
