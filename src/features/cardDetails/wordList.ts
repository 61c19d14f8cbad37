// Names read as a list ("Ada, Grace") the way the reader's language writes one.
const formats = new Map<string, Intl.ListFormat>();

export function wordList(locale: string, words: string[]): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.ListFormat(locale, { style: 'short', type: 'unit' });
    formats.set(locale, format);
  }
  return format.format(words);
}
