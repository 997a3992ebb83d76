import { LumosScreen } from '../../features/lumos';

/** /lumos?device={name}: the LUMOS variant of the device page (spec 000). */
export function LumosRoute() {
  return <LumosScreen />;
}
