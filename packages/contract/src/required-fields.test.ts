import { describe, expect, it } from 'vitest';
import { flightSegmentInputSchema } from './flights';
import { isRequiredField } from './required-fields';

describe('isRequiredField', () => {
  it.each([
    ['departureAirport', true],
    ['arrivalAirport', true],
    ['departureDateTime', true],
    ['arrivalDateTime', true],
    ['flightNumber', true],
    ['airline', false],
    ['stops', false],
    ['layoverTime', false],
    ['stopAirports', false],
  ] as const)('a flight segment’s %s: required %s', (key, required) => {
    expect(isRequiredField(flightSegmentInputSchema, key)).toBe(required);
  });
});
