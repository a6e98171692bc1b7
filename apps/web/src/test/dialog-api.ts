import type { ServerResponse } from 'node:http';
import { afterEach, beforeEach, vi } from 'vitest';
import type { Mock } from 'vitest';
import type { FullRefresh } from '../lib/full-refresh';
import { i18n } from '../lib/i18n/i18n';
import { useNotificationStore } from '../stores/notification-store';
import { sendJson, startTestServer } from './test-server';
import type { RecordedRequest, TestServer } from './test-server';

export interface DialogApi {
  /** The local server the dialogs call; set before each test. */
  server: TestServer;
  /** How it answers; `{ success: true }` unless a test says otherwise. */
  answer: (request: RecordedRequest, response: ServerResponse) => void;
  /** The full refresh the dialogs are given (pass it to `renderUi`); fresh for each test. */
  fullRefresh: Mock<FullRefresh>;
}

/**
 * The setup every value dialog's tests share: a real local server answering success, the client
 * pointed at it, empty notifications, a full refresh not yet asked for, English.
 */
export function setUpDialogApi(): DialogApi {
  const api = {} as DialogApi;
  beforeEach(async () => {
    api.answer = (_request, response) => {
      sendJson(response, 200, { success: true });
    };
    api.server = await startTestServer((request, response) => {
      api.answer(request, response);
    });
    vi.stubEnv('VITE_API_BASE_URL', api.server.url);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    useNotificationStore.setState({ notifications: [] });
    api.fullRefresh = vi.fn<FullRefresh>(() => Promise.resolve());
    await i18n.changeLanguage('us');
  });
  afterEach(async () => {
    await api.server.close();
    await i18n.changeLanguage('us');
  });
  return api;
}
