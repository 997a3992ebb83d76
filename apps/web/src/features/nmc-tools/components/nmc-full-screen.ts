import { createContext, useContext } from 'react';
import type { Fullscreen } from '../../../components/fullscreen';

/** Full screen belongs to the whole NMC Tools card; each tab's toolbar holds its toggle. */
export const NmcFullScreenContext = createContext<Pick<Fullscreen, 'full' | 'toggle'>>({ full: false, toggle: () => undefined });

export const useNmcFullScreen = () => useContext(NmcFullScreenContext);
