/** The alert workflow (issue 33): acknowledge, assign and note alerts from any events grid's row menu. */
export { AckMark } from './components/ack-mark';
export type { WorkflowKind } from './logic/workflow-kinds';
export { workflowShown } from './logic/workflow-kinds';
