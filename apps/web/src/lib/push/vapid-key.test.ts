import { describe, expect, it } from 'vitest';
import { base64UrlToUint8Array, sameKey } from './vapid-key.ts';

describe('base64UrlToUint8Array', () => {
  it('decodes base64url without padding', () => {
    // "-" and "_" are the url-safe forms of "+" and "/": 0xfb 0xff 0xbf in base64 is "+/+/".
    expect([...base64UrlToUint8Array('-_-_')]).toEqual([0xfb, 0xff, 0xbf]);
    expect([...base64UrlToUint8Array('AQ')]).toEqual([1]);
    expect([...base64UrlToUint8Array('AQI')]).toEqual([1, 2]);
    expect([...base64UrlToUint8Array('AQID')]).toEqual([1, 2, 3]);
  });

  it('accepts padded input', () => {
    expect([...base64UrlToUint8Array('AQ==')]).toEqual([1]);
  });

  it('gives the 65 bytes of an uncompressed P-256 VAPID key', () => {
    const key = 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM';
    const bytes = base64UrlToUint8Array(key);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(0x04);
  });
});

describe('sameKey', () => {
  it('compares the subscription key with the server key', () => {
    const key = new Uint8Array([4, 1, 2]);
    expect(sameKey(new Uint8Array([4, 1, 2]).buffer, key)).toBe(true);
    expect(sameKey(new Uint8Array([4, 1, 3]).buffer, key)).toBe(false);
    expect(sameKey(new Uint8Array([4, 1]).buffer, key)).toBe(false);
    expect(sameKey(null, key)).toBe(false);
  });
});
