import type { Cigarette } from '@vapolib/contracts';
import { describe, expect, it } from 'vitest';
import { isPendingDevice, NEW_DEVICE_TARGET, withPendingDevices } from './pending-devices.ts';

const device = (_id: number): Cigarette => ({
  _id,
  modele: `Zelos ${_id}`,
  userId: 1,
  created_at: '2026-11-01T10:00:00.000Z',
  kind: null,
});

describe('withPendingDevices', () => {
  it('returns the list untouched without waiting devices', () => {
    const devices = [device(1)];
    expect(withPendingDevices(devices, [{ target: 'resistance:1', body: {} }])).toBe(devices);
  });

  it('adds the devices made offline, each with its own id below 0', () => {
    const first = withPendingDevices(
      [device(1)],
      [{ target: `${NEW_DEVICE_TARGET}:a`, body: { modele: ' XROS 4 ', kind: 'pod' } }],
    );
    expect(first.map((d) => [d._id, d.modele, d.kind, isPendingDevice(d)])).toEqual([
      [1, 'Zelos 1', null, false],
      [-1, 'XROS 4', 'pod', true],
    ]);
    const second = withPendingDevices(first, [
      { target: `${NEW_DEVICE_TARGET}:b`, body: { modele: 'Aegis' } },
    ]);
    expect(second.map((d) => [d._id, d.kind])).toEqual([
      [1, null],
      [-1, 'pod'],
      [-2, null],
    ]);
  });
});
