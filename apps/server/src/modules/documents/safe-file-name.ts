const MAX_LENGTH = 120;

/**
 * A person's file name made safe to show and store: the last path part only, without control
 * characters or characters that mean something to file systems and headers, trimmed; a name
 * that ends up empty becomes 'Document'. The `.pdf` ending is dropped: the list shows what a document is.
 */
export function safeDisplayName(fileName: string | undefined): string {
  const base = (fileName ?? '').split(/[\\/]/).at(-1) ?? '';
  const cleaned = base
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
    .replace(/[\u0000-\u001f\u007f<>:"|?*]/g, '')
    .replace(/\.pdf$/i, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_LENGTH)
    .trim();
  return cleaned === '' || /^\.+$/.test(cleaned) ? 'Document' : cleaned;
}
