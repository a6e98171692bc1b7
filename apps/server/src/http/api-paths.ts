const API_PREFIXES = ['/api/', '/v1/', '/v2/'];

/** Paths the API owns: never answered with the web app's index.html. */
export function isApiPath(url: string): boolean {
  return API_PREFIXES.some((prefix) => url.startsWith(prefix) || `${url}/` === prefix);
}
