import { describe, expect, it } from 'vitest';
import { tabText } from './tab-text';

describe('tabText', () => {
  it('writes a header line and one tab-delimited line per row', () => {
    expect(
      tabText(
        ['Host Name', 'IPv4 Address'],
        [
          ['a.hughes.net', '10.16.3.7'],
          ['b', ''],
        ],
      ),
    ).toBe('Host Name\tIPv4 Address\na.hughes.net\t10.16.3.7\nb\t\n');
  });

  it('keeps a value with a tab or line break in its own cell', () => {
    expect(tabText(['Comment'], [['two\tparts\r\nline']])).toBe('Comment\ntwo parts line\n');
  });
});
