import { describe, expect, it } from 'vitest';
import { securedActionOf } from './secured-call';

describe('securedActionOf', () => {
  it('finds a secured action routed by name', () => {
    expect(securedActionOf('/api/v1.0/action/device/rebootPolycom?device_name=a')).toBe('rebootPolycom');
  });

  it('finds a multi action filled into the path', () => {
    expect(securedActionOf('/api/v1.0/action/devices/dcSwitch?device_names=a,b')).toBe('dcSwitch');
    expect(securedActionOf('/api/v1.0/action/devices/switch%54oHome')).toBe('switchToHome');
  });

  it('passes other calls, even with an action name in the query', () => {
    expect(securedActionOf('/api/v1.0/action/device/ping?device_name=rebootPolycom')).toBeUndefined();
    expect(securedActionOf('/api/v1.0/action/devices/multiPing?device_names=a')).toBeUndefined();
    expect(securedActionOf('/api/v1.0/es/alerts%')).toBeUndefined();
  });
});
