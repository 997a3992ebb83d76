/** Event detail: the click-to-open event details popup for event grids. Other features and app/routes import from here only. */
export { DEVICE_COLUMN, useEventDetailClick } from './components/use-event-detail-click';
