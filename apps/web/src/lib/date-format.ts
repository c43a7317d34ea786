/**
 * Date formatters kept for reuse. Building an `Intl.DateTimeFormat` costs far more than
 * formatting with one, and `/book` formats hundreds of times per render. Formatters are keyed by
 * locale, zone and options. An unknown `timeZone` falls back to UTC and does not throw.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

/** The cached `Intl.DateTimeFormat` for `locale` and `options` (their `timeZone` included). */
export function dateTimeFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat(locale, options);
    } catch {
      format = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    }
    formats.set(key, format);
  }
  return format;
}
