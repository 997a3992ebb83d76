import { LumosScreen } from '../../features/lumos/components/lumos-screen';

/** /lumos?device={name}: the LUMOS variant of the device page (spec 000). */
export function LumosRoute() {
  return <LumosScreen />;
}
