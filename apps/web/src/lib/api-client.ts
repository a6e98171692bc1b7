import { API_TIMEOUT_MS, CLIENT_SOURCE } from './constants';
import { i18n, toLanguage } from './i18n/i18n';
import { serverErrorMessage } from './server-error-message';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequestOptions {
  method: HttpMethod;
  /** Path on the API host, e.g. `/v1/user/logout`. */
  path: string;
  /** Sent as JSON, or as multipart when it is a FormData. */
  body?: FormData | object;
  /** The spec's message for this call (§8), used when neither the server nor an exception says more. */
  defaultError: string;
  /** Defaults to the spec's 10 s. */
  timeoutMs?: number;
  /** 'blob' for binary answers (a document's PDF); failures still arrive as JSON `{ error }`. */
  responseType?: 'json' | 'blob';
  /**
   * A sign-in call: its 401 or 403 refuses this attempt only, so it does not reach the
   * unauthorized handler and a session already running goes on.
   */
  signsIn?: boolean;
  /**
   * A share call (issue 23): sent with the link's `Authorization` header and without the
   * browser's cookies, so it reads as the link and never as whoever is signed in here; its
   * refusals are the link's, never a reason to log anyone out.
   */
  authorization?: string;
}

/** What every call answers: the body on success, or a message meant for a person. */
export type ApiResult<T> =
  { data: T; error?: undefined } | { error: string; status?: number; data?: undefined };

const UNAUTHORIZED_STATUSES = new Set([401, 403]);

let unauthorizedHandler: (() => void) | null = null;

/** The app decides what a 401 or 403 means (log the person out); the client only reports it. */
export function setUnauthorizedHandler(handler: (() => void) | null): void {
  unauthorizedHandler = handler;
}

function apiBaseUrl(): string {
  return import.meta.env.VITE_API_BASE_URL ?? '';
}

/** The full address of an API path, for code that fetches by itself (the captcha widget). */
export function apiUrl(path: string): string {
  return `${apiBaseUrl()}${path}`;
}

/** The headers every call carries (spec §7). */
function commonHeaders(): Headers {
  return new Headers({
    Accept: 'application/json',
    // The server writes names and summaries in the interface language, not the browser's.
    'Accept-Language': toLanguage(i18n.language),
    'X-Client-Source': CLIENT_SOURCE,
  });
}

/**
 * A `fetch` for code that fetches by itself (the captcha widget): its requests carry the common
 * headers, credentials and timeout of every call, over whatever the caller sets.
 */
export const apiFetch: typeof fetch = (input, init) => {
  const headers = commonHeaders();
  new Headers(init?.headers).forEach((value, name) => {
    headers.set(name, value);
  });
  return fetch(input, {
    ...init,
    headers,
    credentials: 'include',
    signal: init?.signal ?? AbortSignal.timeout(API_TIMEOUT_MS),
  });
};

function requestBody(body: ApiRequestOptions['body'], headers: Headers): BodyInit | undefined {
  if (body === undefined || body instanceof FormData) return body;
  headers.set('Content-Type', 'application/json');
  return JSON.stringify(body);
}

type ParsedBody = { json: true; value: unknown } | { json: false };

function parseBody(text: string): ParsedBody {
  if (text === '') return { json: true, value: null };
  try {
    return { json: true, value: JSON.parse(text) as unknown };
  } catch {
    return { json: false };
  }
}

/**
 * Why a request got no answer, in words a person uses. Browsers name the same failure in their
 * own words ('signal timed out', 'Failed to fetch'), so only the exception's kind is read, by
 * name: a DOMException may come from another realm than this code's.
 */
function exceptionMessage(exception: unknown): string | undefined {
  if (typeof exception !== 'object' || exception === null || !('name' in exception)) {
    return undefined;
  }
  switch (exception.name) {
    // The only abort this client makes is its timeout; some browsers report it as AbortError.
    case 'TimeoutError':
    case 'AbortError':
      return i18n.t('errors.serverTimeout');
    // fetch rejects with a TypeError when no connection could be made or it broke off.
    case 'TypeError':
      return i18n.t('errors.noConnection');
    default:
      return undefined;
  }
}

function failure<T>(options: ApiRequestOptions, error: string, status?: number): ApiResult<T> {
  console.warn(`${options.method} ${options.path} failed: ${error}`);
  return status === undefined ? { error } : { error, status };
}

/**
 * Calls the API and never throws: `{ data }` on success, otherwise `{ error }` holding the
 * server's message (in the interface language when its code is known), else the reason there was
 * no answer (a timeout, no connection), else the default.
 */
export async function apiRequest<T>(options: ApiRequestOptions): Promise<ApiResult<T>> {
  const headers = commonHeaders();
  if (options.authorization !== undefined) headers.set('Authorization', options.authorization);
  try {
    const response = await fetch(apiUrl(options.path), {
      method: options.method,
      headers,
      body: requestBody(options.body, headers),
      credentials: options.authorization === undefined ? 'include' : 'omit',
      signal: AbortSignal.timeout(options.timeoutMs ?? API_TIMEOUT_MS),
    });
    const refusesSession = options.signsIn !== true && options.authorization === undefined;
    if (UNAUTHORIZED_STATUSES.has(response.status) && refusesSession) {
      unauthorizedHandler?.();
    }
    if (options.responseType === 'blob' && response.ok)
      return { data: (await response.blob()) as T };
    const body = parseBody(await response.text());
    const serverError = body.json ? serverErrorMessage(body.value) : undefined;
    if (serverError !== undefined) return failure(options, serverError, response.status);
    if (!response.ok || !body.json) return failure(options, options.defaultError, response.status);
    return { data: body.value as T };
  } catch (exception) {
    return failure(options, exceptionMessage(exception) ?? options.defaultError);
  }
}

/** Thrown by query functions so TanStack Query sees the status (it retries no 4xx). */
export class ApiError extends Error {
  readonly status: number | undefined;

  constructor(message: string, status?: number) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

/** The data of a result, or an ApiError carrying its message and status. */
export function unwrapApiResult<T>(result: ApiResult<T>): T {
  if (result.error !== undefined) throw new ApiError(result.error, result.status);
  return result.data;
}
