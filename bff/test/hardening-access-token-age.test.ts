import { SignJWT, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_COOKIE } from '../src/http/session-cookies';
import {
  ACCESS_TOKEN_CLOCK_SKEW_SECONDS,
  ACCESS_TOKEN_TTL_SECONDS,
  AccessTokens,
} from '../src/services/auth/access-tokens';
import { signIn } from './support/admin-session';
import { startTestServer, type TestServer } from './support/harness';

const SECRET = 'hardening-test-secret-0123456789-abcdefghij';
const CLAIMS = { issuer: 'http://shop.example.test', audience: 'http://shop.example.test/api' };

/** A token signed with the server's own secret, claims as the server writes them. */
function forge(claims: { sub: string; email: string; sid: string; iat: number; exp: number }) {
  return new SignJWT({ email: claims.email, sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer(CLAIMS.issuer)
    .setAudience(CLAIMS.audience)
    .setIssuedAt(claims.iat)
    .setExpirationTime(claims.exp)
    .sign(Buffer.from(SECRET, 'utf8'));
}

describe('the age of an access token', () => {
  it('allows 15 minutes of life and 30 seconds of clock skew', () => {
    expect(ACCESS_TOKEN_TTL_SECONDS).toBe(900);
    expect(ACCESS_TOKEN_CLOCK_SKEW_SECONDS).toBe(30);
  });

  describe('on a server', () => {
    let server: TestServer;
    let session: { sub: string; email: string; sid: string };

    beforeAll(async () => {
      server = await startTestServer({ database: 'sqlite', env: { JWT_SECRET: SECRET } });
      const jar = await signIn(server);
      const payload = decodeJwt(jar.cookies.get(ACCESS_COOKIE) ?? '');
      session = {
        sub: String(payload.sub),
        email: String(payload.email),
        sid: String(payload.sid),
      };
    });
    afterAll(() => server?.stop());

    async function statusWith(token: string): Promise<number> {
      const response = await server.fetch('/api/orders/', {
        headers: { Cookie: `${ACCESS_COOKIE}=${token}` },
      });
      return response.status;
    }

    const nowSeconds = () => Math.floor(Date.now() / 1000);

    it('takes a token as the server issues it', async () => {
      const iat = nowSeconds();
      expect(await statusWith(await forge({ ...session, iat, exp: iat + 900 }))).toBe(200);
    });

    it('refuses a correctly signed token issued in the future', async () => {
      const iat = nowSeconds() + 600;
      expect(await statusWith(await forge({ ...session, iat, exp: iat + 900 }))).toBe(401);
    });

    it('refuses a correctly signed token that lives longer than 15 minutes', async () => {
      const iat = nowSeconds() - 60;
      const aYear = 365 * 24 * 60 * 60;
      expect(await statusWith(await forge({ ...session, iat, exp: iat + aYear }))).toBe(401);
      expect(await statusWith(await forge({ ...session, iat, exp: iat + 901 }))).toBe(401);
    });
  });

  describe('at the edges, on a fixed clock', () => {
    const nowSeconds = 1_800_000_000;
    const tokens = new AccessTokens(Buffer.from(SECRET, 'utf8'), CLAIMS, () => {
      return new Date(nowSeconds * 1000);
    });
    const session = { sub: '1', email: 'boss@shop.example.test', sid: 'family-1' };

    it.each([
      ['issued now, 15 minutes of life', 0, 900, true],
      ['issued 30 s ahead (the clock skew)', 30, 900, true],
      ['issued 31 s ahead', 31, 900, false],
      ['15 minutes and 1 s of life', -10, 901, false],
      ['issued 14 minutes ago', -840, 900, true],
    ] as const)('%s', async (_label, issuedIn, lifetime, accepted) => {
      const iat = nowSeconds + issuedIn;
      const claims = await tokens.verify(await forge({ ...session, iat, exp: iat + lifetime }));
      expect(claims !== null).toBe(accepted);
    });
  });
});
