import { webcrypto } from 'node:crypto';
import { SignJWT, errors, jwtVerify } from 'jose';

/** Who a valid access token speaks for. */
export interface AdminIdentity {
  id: number;
  email: string;
}

/** An admin and the session (refresh-token family) the token was issued in. */
interface AccessClaims {
  admin: AdminIdentity;
  sessionId: string;
}

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
/**
 * How far a token's issue time may lie in the future: clocks of several server processes may
 * differ a little (docs/rules-and-defaults.md, "Sessions and limits").
 */
export const ACCESS_TOKEN_CLOCK_SKEW_SECONDS = 30;
const ALGORITHM = 'HS256';
/** Tokens remembered as verified; a session's token is checked on every admin request. */
const VERIFIED_TOKENS_KEPT = 1_000;

/**
 * Whether a token's issue and expiry times are ones this server could have written: issued no
 * later than `now` plus the clock skew, and living no longer than ACCESS_TOKEN_TTL_SECONDS. A
 * correctly signed token with other times (a leaked secret's forgery, a bug) is refused.
 */
function plausibleLifetime(issuedAt: number, expiresAt: number, nowSeconds: number): boolean {
  return (
    issuedAt <= nowSeconds + ACCESS_TOKEN_CLOCK_SKEW_SECONDS &&
    expiresAt - issuedAt <= ACCESS_TOKEN_TTL_SECONDS
  );
}

/**
 * Short-lived access tokens: JWTs signed with HS256 under a 256-bit secret, the algorithm pinned
 * (no `alg: none`, no other algorithm), issuer, audience and expiry checked, and a lifetime no
 * longer than the one this server gives.
 */
export class AccessTokens {
  /** Imported once: jose turns any other key form into a CryptoKey on every call. */
  private readonly key: Promise<webcrypto.CryptoKey>;
  /**
   * Tokens that passed verification, until their expiry. The key is the whole token, signature
   * included, so only the exact bytes that were verified match; a HMAC check through WebCrypto
   * costs more than the rest of a typical admin request.
   */
  private readonly verified = new Map<string, { claims: AccessClaims; expiresAtMs: number }>();

  constructor(
    secret: Uint8Array,
    private readonly claims: { issuer: string; audience: string },
    private readonly now: () => Date = () => new Date(),
  ) {
    this.key = webcrypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
  }

  async issue({ admin, sessionId }: AccessClaims): Promise<string> {
    const issuedAt = Math.floor(this.now().getTime() / 1000);
    return new SignJWT({ email: admin.email, sid: sessionId })
      .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
      .setSubject(String(admin.id))
      .setIssuer(this.claims.issuer)
      .setAudience(this.claims.audience)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
      .sign(await this.key);
  }

  /** The claims of a valid token; null for anything else (malformed, forged, expired...). */
  async verify(token: string): Promise<AccessClaims | null> {
    const known = this.verified.get(token);
    if (known) {
      if (this.now().getTime() < known.expiresAtMs) return known.claims;
      this.verified.delete(token);
    }
    const valid = await this.verifySignatureAndClaims(token);
    if (valid) this.remember(token, valid.claims, valid.expiresAtMs);
    return valid?.claims ?? null;
  }

  private remember(token: string, claims: AccessClaims, expiresAtMs: number): void {
    this.verified.set(token, { claims, expiresAtMs });
    if (this.verified.size > VERIFIED_TOKENS_KEPT) {
      const oldest = this.verified.keys().next();
      if (!oldest.done) this.verified.delete(oldest.value);
    }
  }

  private async verifySignatureAndClaims(
    token: string,
  ): Promise<{ claims: AccessClaims; expiresAtMs: number } | null> {
    try {
      const { payload } = await jwtVerify(token, await this.key, {
        algorithms: [ALGORITHM],
        issuer: this.claims.issuer,
        audience: this.claims.audience,
        requiredClaims: ['sub', 'exp', 'iat', 'sid'],
        currentDate: this.now(),
      });
      const id = Number(payload.sub);
      const { email, sid, iat = Infinity, exp = Infinity } = payload;
      if (!Number.isSafeInteger(id) || typeof email !== 'string' || typeof sid !== 'string') {
        return null;
      }
      if (!plausibleLifetime(iat, exp, this.now().getTime() / 1000)) return null;
      return {
        claims: { admin: { id, email }, sessionId: sid },
        expiresAtMs: exp * 1000,
      };
    } catch (error) {
      if (error instanceof errors.JOSEError) return null;
      throw error;
    }
  }
}
