import { userPreference } from '../user-preference';

/** The Live toggle: on by default (issue 20), remembered per user in this browser, the same in every tab. */
const live = userPreference<boolean>({
  prefix: 'nms.live.',
  fallback: true,
  parse: (s) => s !== 'false',
  serialize: (on) => (on ? 'true' : 'false'),
});

export const livePreferenceKey = live.key;
export const readLivePreference = (userName: string): boolean => live.read(userName);
export const useLivePreference = (userName: string): [boolean, (on: boolean) => void] => live.use(userName);
