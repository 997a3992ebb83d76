export { FullscreenButton } from './fullscreen-button';
export { useFullscreen, type Fullscreen } from './use-fullscreen';
