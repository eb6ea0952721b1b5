import { describe, expect, it } from 'vitest';
import { deviceIdCookie, deviceIdCookieString, ensureDeviceId, readDeviceId } from './device-id';
import { randomId } from './random-id';

function fakeDocument(cookie: string, protocol = 'http:') {
  const written: string[] = [];
  const doc = {
    get cookie() {
      return cookie;
    },
    set cookie(value: string) {
      written.push(value);
    },
    location: { protocol },
  } as unknown as Document;
  return { doc, written };
}

describe('device id (app-shell §3, §9)', () => {
  it('lives in the _device_id cookie for 30 days', () => {
    expect(deviceIdCookie).toEqual({ name: '_device_id', maxAgeSeconds: 2_592_000 });
    expect(deviceIdCookieString('abc-12345', { secure: false })).toBe(
      '_device_id=abc-12345; Max-Age=2592000; Path=/; SameSite=Lax',
    );
    expect(deviceIdCookieString('abc-12345', { secure: true })).toMatch(/; Secure$/);
  });

  it('reads the cookie among others, and refuses a malformed value', () => {
    expect(readDeviceId('a=1; _device_id=1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed; b=2')).toBe(
      '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed',
    );
    expect(readDeviceId('x_device_id=12345678')).toBeNull();
    expect(readDeviceId('_device_id=<script>')).toBeNull();
    expect(readDeviceId('')).toBeNull();
  });

  it('keeps an existing id', () => {
    const { doc, written } = fakeDocument('_device_id=existing-1234');
    expect(ensureDeviceId({ doc, newId: () => 'new-id-0000' })).toBe('existing-1234');
    expect(written).toEqual([]);
  });

  it('generates and stores one when missing (Secure on https)', () => {
    const { doc, written } = fakeDocument('', 'https:');
    expect(ensureDeviceId({ doc, newId: () => 'new-id-0000' })).toBe('new-id-0000');
    expect(written).toEqual([
      '_device_id=new-id-0000; Max-Age=2592000; Path=/; SameSite=Lax; Secure',
    ]);
  });

  it('generates UUIDs, also where crypto.randomUUID is missing (plain http)', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    expect(randomId()).toMatch(uuid);
    const insecure = { getRandomValues: crypto.getRandomValues.bind(crypto) };
    const ids = new Set(Array.from({ length: 50 }, () => randomId(insecure)));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(uuid);
  });
});
