import { createElement } from 'react';
import {
  IconAccessPoint,
  IconBolt,
  IconDeviceDesktop,
  IconDeviceTv,
  IconDeviceLandlinePhone,
  IconGauge,
  IconMovie,
  IconPhoneCall,
  IconPlug,
  IconRouter,
  IconSatellite,
  IconServer,
  IconSwitchHorizontal,
  IconWifi,
  type Icon,
} from '@tabler/icons-react';

/** The icon of each productCategory (spec 001 §2.2); others get the default. */
export const CATEGORY_ICONS: Readonly<Record<string, Icon>> = {
  'Satellite Modem': IconSatellite,
  Router: IconRouter,
  'Wireline Modem': IconServer,
  'Wireless Modem': IconWifi,
  'Acceleration Appliance': IconGauge,
  Switch: IconSwitchHorizontal,
  'WIFI AP': IconAccessPoint,
  'Multimedia Player': IconMovie,
  'Display TV': IconDeviceTv,
  'Power Outlet Controller': IconPlug,
  'VOIP Phone': IconDeviceLandlinePhone,
  'VOIP Gateway': IconPhoneCall,
  'VOIP ATA': IconBolt,
};

export const DEFAULT_CATEGORY_ICON: Icon = IconDeviceDesktop;

export const categoryIcon = (category: unknown): Icon => (typeof category === 'string' && CATEGORY_ICONS[category]) || DEFAULT_CATEGORY_ICON;

/** The device name with its category icon (the cell's text stays the name for exports). */
export function DeviceNameCell({ name, category }: { name: string; category: unknown }) {
  const label = typeof category === 'string' && category ? category : 'Device';
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6, minWidth: 0 }}>
      {createElement(categoryIcon(category), {
        size: 16,
        stroke: 1.6,
        'aria-label': label,
        role: 'img',
        style: { flex: 'none', color: 'var(--mantine-color-blue-filled)' },
      })}
      <span style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>{name}</span>
    </span>
  );
}
