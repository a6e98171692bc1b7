import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { LoadDocumentPages, LoadedPages } from './document-page';
import { DocumentPagesContext, useDocumentPages } from './use-document-pages';

/** A loader handing out a new set of pages each time, recording which sets were freed. */
function countingLoader() {
  const freed: number[] = [];
  let loads = 0;
  const load: LoadDocumentPages = () => {
    loads += 1;
    const set = loads;
    const loaded: LoadedPages = {
      pages: [{ number: 1, width: set, height: 842 }],
      release: () => freed.push(set),
    };
    return Promise.resolve({ data: loaded });
  };
  return { load, freed };
}

describe('useDocumentPages', () => {
  it('frees the pages when no longer wanted and never shows freed pages again', async () => {
    const { load, freed } = countingLoader();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <DocumentPagesContext value={load}>{children}</DocumentPagesContext>
    );
    const { result, rerender } = renderHook(
      ({ enabled }: { enabled: boolean }) => useDocumentPages('d1', enabled),
      { wrapper, initialProps: { enabled: true } },
    );
    await waitFor(() => {
      expect(result.current.outcome?.data?.[0]?.width).toBe(1);
    });

    rerender({ enabled: false });
    expect(result.current.outcome).toBeUndefined();
    expect(freed).toEqual([1]);

    rerender({ enabled: true });
    expect(result.current.outcome).toBeUndefined();
    await waitFor(() => {
      expect(result.current.outcome?.data?.[0]?.width).toBe(2);
    });
  });
});
