/**
 * A CSV file read as RFC 4180: fields separated by commas, records by CRLF or LF (a lone CR too,
 * as old Mac exports write it), fields in double quotes may hold commas, quotes (doubled) and
 * line breaks. A UTF-8 byte order mark (Excel's "CSV UTF-8") is dropped. A quote inside an
 * unquoted field is kept as text, as spreadsheets read it.
 */
export function parseCsv(text: string): string[][] {
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
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
    else if (c === ',') endField();
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
