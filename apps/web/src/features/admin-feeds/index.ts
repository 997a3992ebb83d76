/** Admin → Feeds: what each feed received and could not place, the poller's pace, unknown sources. */
export { FeedsScreen } from './components/feeds-screen';
