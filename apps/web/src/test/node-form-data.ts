import { File as NodeFile } from 'node:buffer';
import { vi } from 'vitest';

/**
 * Puts Node's own FormData and File in place of jsdom's. jsdom has no fetch, so requests go
 * through Node's, which sends only its own FormData and File as multipart; a browser's fetch,
 * FormData and File belong together likewise.
 */
export async function stubNodeFormData(): Promise<void> {
  const form = await new Response('a=1', {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  }).formData();
  vi.stubGlobal('FormData', form.constructor);
  vi.stubGlobal('File', NodeFile);
}
