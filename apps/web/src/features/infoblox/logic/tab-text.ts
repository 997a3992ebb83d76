/**
 * Rows as tab-delimited text with a header line (spec 002 §2.6 help: results copy tab-delimited),
 * what a spreadsheet pastes into columns. Tabs and line breaks inside a value become spaces.
 */
export function tabText(headers: readonly string[], rows: readonly (readonly string[])[]): string {
  const clean = (s: string) => s.replace(/[\t\r\n]+/g, ' ');
  return [headers, ...rows].map((line) => line.map(clean).join('\t')).join('\n') + '\n';
}
