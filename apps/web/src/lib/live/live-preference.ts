import { useLocalStorage } from '@mantine/hooks';

/** Where a user's Live toggle is remembered: per user, so a shared browser keeps each one's choice. */
export const livePreferenceKey = (userName: string) => `nms.live.${userName}`;

/** The signed-in user's Live toggle: on by default (issue 20), remembered in this browser. */
export function useLivePreference(userName: string): [boolean, (on: boolean) => void] {
  const [on, setOn] = useLocalStorage<boolean>({ key: livePreferenceKey(userName), defaultValue: true, getInitialValueInEffect: false });
  return [on, setOn];
}
