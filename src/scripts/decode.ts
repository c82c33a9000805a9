/**
 * An address's escapes, decoded without throwing: `decodeURIComponent` throws a URIError on an
 * escape that is not UTF-8 (`%ff`, a cut `%E0%A4%A`); here each run of escapes that decodes is
 * decoded, and one that does not is dropped (it names nothing on this site).
 */
export function decodeAddress(text: string): string {
  return text.replace(/(?:%[0-9a-f]{2})+/gi, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return '';
    }
  });
}
