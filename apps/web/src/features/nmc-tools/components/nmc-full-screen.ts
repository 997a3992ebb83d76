import { createContext, useContext } from 'react';

/** Full screen belongs to the whole NMC Tools card; each tab's toolbar holds its toggle. */
export const NmcFullScreenContext = createContext<{ full: boolean; toggle: () => void }>({ full: false, toggle: () => undefined });

export const useNmcFullScreen = () => useContext(NmcFullScreenContext);
