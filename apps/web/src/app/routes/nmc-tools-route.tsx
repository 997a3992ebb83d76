import { NmcToolsScreen } from '../../features/nmc-tools';

/** /sf-cases, /sf-active-notifications, /sf-dispatches, /active-notifications, /tech-support-tasks, /replacements-dispatches: one NMC Tools screen (spec 002 §2.1). */
export function NmcToolsRoute() {
  return <NmcToolsScreen />;
}
