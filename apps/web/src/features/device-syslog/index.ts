/** The Syslog tab of Device Details (issue 16); device-tabs loads it lazily, with the tab. */
export { SyslogTab, type SyslogTabProps } from './components/syslog-tab';
