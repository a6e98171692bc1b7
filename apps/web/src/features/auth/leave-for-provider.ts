/** Sends the browser to a sign-in provider's page; the app resumes on /login when it returns. */
export function leaveForProvider(url: string): void {
  window.location.assign(url);
}
