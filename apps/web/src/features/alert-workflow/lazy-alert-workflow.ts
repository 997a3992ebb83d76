/**
 * Lazy entry of the workflow's row-menu items and popup: loaded when a row menu first opens, so a
 * grid's first load does not carry them (nor the role table).
 */
export { AlertWorkflowItems } from './components/alert-workflow-items';
export { AlertWorkflowPopup } from './components/alert-workflow-popup';
export { AlertWorkflowPanel } from './components/alert-workflow-panel';
export { BulkAck } from './components/bulk-ack';
