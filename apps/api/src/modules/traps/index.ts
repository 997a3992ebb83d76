export { startTrapsFeed } from './trap-receiver';
