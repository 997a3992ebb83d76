import type { ResultView } from '@nms/contract';

/** The one popup the panel has open at a time (a new result replaces the previous one). */
export type OpenPopup =
  | { type: 'result'; title: string; view: ResultView; data: unknown }
  | { type: 'message'; title: string; text: string }
  | { type: 'report'; title: string; report: string }
  | { type: 'metric'; title: string; metric: string; label: string }
  | { type: 'packetCapture'; title: string }
  | { type: 'apCharts'; title: string }
  | { type: 'jupiterEnt'; title: string }
  | { type: 'allDatabaseDetails'; title: string };

export const POPUP_ACTIONS = ['packetCapture', 'apCharts', 'jupiterEnt', 'allDatabaseDetails'] as const;
export type PopupAction = (typeof POPUP_ACTIONS)[number];
export const isPopupAction = (action: string): action is PopupAction => (POPUP_ACTIONS as readonly string[]).includes(action);
