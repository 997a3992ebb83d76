export { FullscreenButton, type FullscreenButtonProps } from './fullscreen-button';
export { useFullscreen, type Fullscreen, type FrameSurface } from './use-fullscreen';
