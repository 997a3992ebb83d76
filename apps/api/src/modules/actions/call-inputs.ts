import { type DeviceActionDef, type ActionInput, BACKBONES } from '@nms/contract';
import { isIPv4 } from 'node:net';
import { badRequest } from '../../lib/http-error';
import type { CallInput } from './driver';
import { outletNumbers } from './outlets';
import type { ActionDevice } from './repository';

/** Addresses no device can ping or lease: "this network" and limited broadcast. */
const NOT_A_HOST = ['0.0.0.0', '255.255.255.255'];

export function checkIpv4(field: string, value: unknown): string {
  const ip = String(value ?? '').trim();
  if (ip === '') throw badRequest(`${field}: required (an IPv4 address such as 192.168.1.20)`);
  if (!isIPv4(ip)) throw badRequest(`${field}: '${ip}' is not a valid IPv4 address`);
  if (NOT_A_HOST.includes(ip)) throw badRequest(`${field}: '${ip}' is not a host address`);
  return ip;
}

function checkOutlet(device: ActionDevice, value: unknown): number {
  const outlets = outletNumbers(device);
  const n = Number(value);
  if (value === undefined || value === '' || !Number.isInteger(n) || !outlets.includes(n)) {
    throw badRequest(`outlet: '${String(value ?? '')}' is not an outlet of ${device.name} (its outlets are ${outlets.join(', ')})`);
  }
  return n;
}

function checkBackbone(value: unknown): number {
  const n = Number(value);
  if (value === undefined || value === '' || !(BACKBONES as readonly number[]).includes(n)) {
    throw badRequest(`backbone: '${String(value ?? '')}' is not a backbone number (0 to 7)`);
  }
  return n;
}

/** The catalog's required inputs of `def`, checked against the device; 400 naming the parameter. */
export function parseCallInput(def: DeviceActionDef, device: ActionDevice, query: Record<string, unknown>): CallInput {
  const input: CallInput = {};
  for (const i of (def.inputs ?? []) as ActionInput[]) {
    switch (i.name) {
      case 'ip':
        input.ip = checkIpv4('ip', query.ip);
        break;
      case 'target_ip':
        input.target_ip = checkIpv4('target_ip', query.target_ip);
        break;
      case 'outlet':
        input.outlet = checkOutlet(device, query.outlet);
        break;
      case 'backbone':
        input.backbone = checkBackbone(query.backbone);
        break;
      default:
        break; // ping_type / num_pings belong to the ping route
    }
  }
  return input;
}
