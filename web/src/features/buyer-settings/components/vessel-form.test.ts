import type { TVesselSize, TVesselType } from '@portcall/contracts/refdata';
import { describe, expect, it } from 'vitest';
import { sizesForType } from './vessel-form';

const types: TVesselType[] = [
  { value: '1', label: 'Bulk carrier', code: 'BULK_CARRIER', segmentCode: 'DRY_BULK' },
  { value: '2', label: 'Ore carrier', code: 'ORE_CARRIER', segmentCode: 'DRY_BULK' },
  { value: '3', label: 'Crude oil tanker', code: 'CRUDE_TANKER', segmentCode: 'TANKER' },
];
const size = (value: string, label: string, vesselTypeCode: string): TVesselSize => ({
  value,
  label,
  vesselTypeCode,
  minDwt: 0,
  maxDwt: 1,
  capacityUnit: null,
  minCapacity: null,
  maxCapacity: null,
});
const sizes = [
  size('10', 'Supramax', 'BULK_CARRIER'),
  size('11', 'VLOC', 'ORE_CARRIER'),
  size('12', 'VLCC', 'CRUDE_TANKER'),
];

describe('size classes of a vessel type (the server checks the same segment rule)', () => {
  it('offers the sizes of every type in the same segment', () => {
    expect(sizesForType(1, types, sizes).map((s) => s.label)).toEqual(['Supramax', 'VLOC']);
    expect(sizesForType(3, types, sizes).map((s) => s.label)).toEqual(['VLCC']);
  });

  it('offers nothing before a type is chosen', () => {
    expect(sizesForType(null, types, sizes)).toEqual([]);
  });
});
