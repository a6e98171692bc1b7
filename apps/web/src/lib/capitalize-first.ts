/** The text with its first letter in upper case, as the login banners show messages (spec §5). */
export function capitalizeFirst(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1);
}
