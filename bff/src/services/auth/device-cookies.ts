import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): after a
 * successful sign-in the browser keeps a signed cookie saying "this device signed in to this
 * account before". A sign-in that brings a valid one for the e-mail typed is not held back by
 * the account's failure limit (which anyone knowing the e-mail can spend); it has a small limit
 * of its own per device instead (docs/rules-and-defaults.md, "Sessions and limits").
 *
 * The value is `v1.<device id>.<signature>`: a random id and an HMAC-SHA256 of the e-mail and
 * that id, under a key derived from the access-token secret (so every process recognises it).
 * The e-mail itself is not in the cookie.
 */

/** How long a browser stays known without signing in again (each sign-in renews it). */
export const DEVICE_COOKIE_DAYS = 180;

const VERSION = 'v1';
/** Bytes of randomness in a device id. */
const DEVICE_ID_BYTES = 16;
/** The purpose the signing key is derived for, so it signs nothing else. */
const KEY_PURPOSE = 'cutshop device cookie v1';

/** Checks and issues device cookies. */
export class DeviceCookies {
  private readonly key: Buffer;

  constructor(secret: Uint8Array) {
    this.key = createHmac('sha256', secret).update(KEY_PURPOSE).digest();
  }

  /** A cookie value naming a new device for the (normalised) e-mail. */
  issue(email: string): string {
    return this.valueFor(email, randomBytes(DEVICE_ID_BYTES).toString('base64url'));
  }

  /** The same device's cookie value again (signed-in once more from it). */
  renew(email: string, deviceId: string): string {
    return this.valueFor(email, deviceId);
  }

  /**
   * The device id of a cookie value signed for this (normalised) e-mail; null for a missing,
   * malformed or forged value, or one issued for another account.
   */
  deviceOf(value: string | null | undefined, email: string): string | null {
    if (!value) return null;
    const [version, deviceId, signature, ...rest] = value.split('.');
    if (version !== VERSION || !deviceId || !signature || rest.length > 0) return null;
    const expected = Buffer.from(this.signature(email, deviceId), 'utf8');
    const given = Buffer.from(signature, 'utf8');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    return deviceId;
  }

  private valueFor(email: string, deviceId: string): string {
    return `${VERSION}.${deviceId}.${this.signature(email, deviceId)}`;
  }

  private signature(email: string, deviceId: string): string {
    return createHmac('sha256', this.key).update(`${email}\n${deviceId}`).digest('base64url');
  }
}
