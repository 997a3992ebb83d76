export { syslogRoutes } from './routes';
export { startSyslogFeed } from './syslog-feed';
