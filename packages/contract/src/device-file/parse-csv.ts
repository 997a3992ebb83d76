/** The separators a spreadsheet writes: comma; semicolon where the decimal mark is a comma (Excel in most of Europe); tab. */
export const CSV_DELIMITERS = [',', ';', '\t'] as const;
export type CsvDelimiter = (typeof CSV_DELIMITERS)[number];

/** A UTF-8 byte order mark (Notepad's and Excel's "UTF-8" files start with one) is not content. */
export const withoutBom = (text: string): string => (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);

/**
 * The separator of a CSV file, read off its header row (the first line outside quotes): the one
 * of comma, semicolon and tab it holds most of; a comma when it holds none or on a tie.
 */
export function sniffDelimiter(text: string): CsvDelimiter {
  const counts = new Map<string, number>();
  let quoted = false;
  for (const c of withoutBom(text)) {
    if (c === '"') quoted = !quoted;
    else if (!quoted && (c === '\r' || c === '\n')) break;
    else if (!quoted) counts.set(c, (counts.get(c) ?? 0) + 1);
  }
  let best: CsvDelimiter = ',';
  for (const d of CSV_DELIMITERS) if ((counts.get(d) ?? 0) > (counts.get(best) ?? 0)) best = d;
  return best;
}

/**
 * A CSV file read as RFC 4180: fields separated by `delimiter` (sniffed from the header row by
 * default), records by CRLF or LF (a lone CR too, as old Mac exports write it), fields in double
 * quotes may hold the delimiter, quotes (doubled) and line breaks. A UTF-8 byte order mark
 * (Excel's "CSV UTF-8") is dropped. A quote inside an unquoted field is kept as text, as
 * spreadsheets read it.
 */
export function parseCsv(text: string, delimiter: CsvDelimiter = sniffDelimiter(text)): string[][] {
  const src = withoutBom(text);
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let i = 0;
  const endField = () => {
    record.push(field);
    field = '';
  };
  const endRecord = () => {
    endField();
    records.push(record);
    record = [];
  };
  while (i < src.length) {
    const c = src[i];
    if (quoted) {
      if (c === '"' && src[i + 1] === '"') {
        field += '"';
        i += 2;
        continue;
      }
      if (c === '"') quoted = false;
      else field += c;
      i += 1;
      continue;
    }
    if (c === '"' && field === '') quoted = true;
    else if (c === delimiter) endField();
    else if (c === '\r' || c === '\n') {
      endRecord();
      if (c === '\r' && src[i + 1] === '\n') i += 1;
    } else field += c;
    i += 1;
  }
  // The last record has no line break after it (or the file ends with one: nothing left).
  if (field !== '' || record.length > 0 || quoted) endRecord();
  return records;
}
