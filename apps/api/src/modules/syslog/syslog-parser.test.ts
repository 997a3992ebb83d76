import { describe, expect, it } from 'vitest';
import { bsdTime, parseSyslog, type ParsedSyslog } from './syslog-parser';

const NOW = Date.UTC(2026, 10, 24, 12);
const empty = { hostname: '', appName: '', procId: '', msgId: '', structuredData: '' };

// The sample lines are those of RFC 5424 §6.5 and RFC 3164 §5.4 (BOM as U+FEFF), plus what
// util-linux `logger` sends.
const CASES: Array<[string, string, Partial<ParsedSyslog>]> = [
  [
    'RFC 5424 example 1: no structured data, BOM before the message',
    "<34>1 2003-10-11T22:14:15.003Z mymachine.example.com su - ID47 - \uFEFF'su root' failed for lonvick on /dev/pts/8",
    {
      format: 'rfc5424',
      facility: 4,
      severity: 2,
      sentAt: Date.UTC(2003, 9, 11, 22, 14, 15, 3),
      hostname: 'mymachine.example.com',
      appName: 'su',
      procId: '',
      msgId: 'ID47',
      structuredData: '',
      message: "'su root' failed for lonvick on /dev/pts/8",
    },
  ],
  [
    'RFC 5424 example 2: microseconds and an offset, IP as the host',
    "<165>1 2003-08-24T05:14:15.000003-07:00 192.0.2.1 myproc 8710 - - %% It's time to make the do-nuts.",
    {
      format: 'rfc5424',
      facility: 20,
      severity: 5,
      sentAt: Date.UTC(2003, 7, 24, 12, 14, 15),
      hostname: '192.0.2.1',
      appName: 'myproc',
      procId: '8710',
      msgId: '',
      message: "%% It's time to make the do-nuts.",
    },
  ],
  [
    'RFC 5424 example 3: structured data and a message',
    '<165>1 2003-10-11T22:14:15.003Z mymachine.example.com evntslog - ID47 [exampleSDID@32473 iut="3" eventSource="Application" eventID="1011"] \uFEFFAn application event log entry...',
    {
      appName: 'evntslog',
      msgId: 'ID47',
      structuredData: '[exampleSDID@32473 iut="3" eventSource="Application" eventID="1011"]',
      message: 'An application event log entry...',
    },
  ],
  [
    'RFC 5424 example 4: two SD elements, no message',
    '<165>1 2003-10-11T22:14:15.003Z mymachine.example.com evntslog - ID47 [exampleSDID@32473 iut="3" eventSource="Application" eventID="1011"][examplePriority@32473 class="high"]',
    { structuredData: '[exampleSDID@32473 iut="3" eventSource="Application" eventID="1011"][examplePriority@32473 class="high"]', message: '' },
  ],
  [
    'RFC 5424: escaped quote and bracket inside an SD value stay in the SD',
    '<14>1 - host app - - [x@1 a="say \\"hi\\" [ok\\]"] the message',
    { sentAt: null, hostname: 'host', appName: 'app', structuredData: '[x@1 a="say \\"hi\\" [ok\\]"]', message: 'the message' },
  ],
  [
    'RFC 5424 from logger --rfc5424',
    '<13>1 2026-11-24T13:35:00.980002+00:00 vm myapp - - [timeQuality tzKnown="1" isSynced="0"] hello tcp one\n',
    {
      format: 'rfc5424',
      facility: 1,
      severity: 5,
      sentAt: Date.UTC(2026, 10, 24, 13, 35, 0, 980),
      hostname: 'vm',
      appName: 'myapp',
      message: 'hello tcp one',
    },
  ],
  [
    'RFC 3164 example 1',
    "<34>Oct 11 22:14:15 mymachine su: 'su root' failed for lonvick on /dev/pts/8",
    {
      format: 'rfc3164',
      facility: 4,
      severity: 2,
      sentAt: Date.UTC(2026, 9, 11, 22, 14, 15),
      ...empty,
      hostname: 'mymachine',
      appName: 'su',
      message: "'su root' failed for lonvick on /dev/pts/8",
    },
  ],
  [
    'RFC 3164 example 2: space-padded day, no tag',
    '<13>Feb  5 17:32:18 10.0.0.99 Use the BFG!',
    {
      format: 'rfc3164',
      facility: 1,
      severity: 5,
      sentAt: Date.UTC(2026, 1, 5, 17, 32, 18),
      ...empty,
      hostname: '10.0.0.99',
      message: 'Use the BFG!',
    },
  ],
  [
    'RFC 3164 example 4: no valid timestamp, the rest is the message',
    "<0>1990 Oct 22 10:52:01 TZ-6 scapegoat.dmz.example.org 10.1.2.3 sched[0]: That's All Folks!",
    {
      format: 'rfc3164',
      facility: 0,
      severity: 0,
      sentAt: null,
      ...empty,
      message: "1990 Oct 22 10:52:01 TZ-6 scapegoat.dmz.example.org 10.1.2.3 sched[0]: That's All Folks!",
    },
  ],
  [
    'RFC 3164 from logger --rfc3164 with a pid',
    '<156>Nov 24 13:35:00 vm myapp[4242]: hello 3164\n',
    { format: 'rfc3164', facility: 19, severity: 4, hostname: 'vm', appName: 'myapp', procId: '4242', message: 'hello 3164' },
  ],
  [
    'RFC 3164 without a hostname (a local tag right after the time)',
    '<38>Nov 24 11:00:00 sshd[77]: Accepted publickey',
    { facility: 4, severity: 6, hostname: '', appName: 'sshd', procId: '77', message: 'Accepted publickey' },
  ],
  [
    'RFC 3164 with rsyslog RFC 3339 time',
    '<30>2026-11-24T10:00:00.5+01:00 edge-7 dhcpd: lease renewed',
    { sentAt: Date.UTC(2026, 10, 24, 9, 0, 0, 500), hostname: 'edge-7', appName: 'dhcpd', message: 'lease renewed' },
  ],
  [
    'no PRI: user.notice, the line as the message',
    'Use the BFG!',
    { format: 'rfc3164', facility: 1, severity: 5, sentAt: null, ...empty, message: 'Use the BFG!' },
  ],
  ['PRI out of range: treated as no PRI', '<999>text here', { facility: 1, severity: 5, message: '<999>text here' }],
  ['empty line', '', { format: 'rfc3164', message: '' }],
];

describe('parseSyslog', () => {
  it.each(CASES)('%s', (_name, line, expected) => {
    expect(parseSyslog(line, NOW)).toMatchObject(expected);
  });

  it('never throws on arbitrary text', () => {
    for (const line of ['<', '<1', '<12>1', '<12>1 ', '<12>1 a b c d e [', '<12>1 a b c d e [x a="', '<12>Jan', '\0\0', '<12>Jan  1 00:00:00 ']) {
      expect(() => parseSyslog(line, NOW)).not.toThrow();
    }
  });
});

describe('bsdTime', () => {
  it('puts a timestamp more than a day ahead in the previous year', () => {
    const newYear = Date.UTC(2027, 0, 1, 0, 5);
    expect(bsdTime('Dec', '31', undefined, ['23', '59', '58'], newYear)).toBe(Date.UTC(2026, 11, 31, 23, 59, 58));
    expect(bsdTime('Jan', '1', undefined, ['00', '05', '00'], newYear)).toBe(Date.UTC(2027, 0, 1, 0, 5));
    expect(bsdTime('Foo', '1', undefined, ['00', '00', '00'], newYear)).toBeNull();
  });
});
