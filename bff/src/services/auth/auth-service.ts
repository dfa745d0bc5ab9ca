import { randomBytes } from 'node:crypto';
import type { Logger } from '../../logger';
import type { Repositories } from '../../repositories';
import type { OutgoingEmail } from '../../repositories/outbox-repository';
import type { RefreshTokensRepository } from '../../repositories/refresh-tokens-repository';
import type { BackgroundTasks } from '../background-tasks';
import { InvalidResetTokenError } from '../errors';
import type { AccessTokens, AdminIdentity } from './access-tokens';
import { ActiveSessions } from './active-sessions';
import type { DeviceCookies } from './device-cookies';
import type { PasswordHasher } from './password-hash';
import { randomToken, tokenHash } from './secrets';
import type { SignInThrottle } from './sign-in-throttle';

/** 'Remember me' keeps a session 30 days; without it the server ends it after 12 hours. */
export const REMEMBERED_SESSION_DAYS = 30;
export const BROWSER_SESSION_HOURS = 12;
export const RESET_TOKEN_MINUTES = 30;

/** What a sign-in or a refresh hands to the browser. */
export interface Session {
  accessToken: string;
  refreshToken: string;
  /** The refresh cookie outlives the browser session. */
  remember: boolean;
  refreshExpiresAt: Date;
  /** The signed-in admin's e-mail, for the admin screens' header. */
  email: string;
  /** A sign-in only: the device cookie this browser keeps for the account (device-cookies.ts). */
  deviceCookie?: string;
}

interface AuthServiceDependencies {
  repositories: Repositories;
  hasher: PasswordHasher;
  accessTokens: AccessTokens;
  throttle: SignInThrottle;
  deviceCookies: DeviceCookies;
  background: BackgroundTasks;
  logger: Logger;
  /** The e-mail carrying a reset link, valid for `validMinutes`. */
  resetEmail: (recipient: string, link: string, validMinutes: number) => OutgoingEmail;
  /** PUBLIC_URL: reset links point at its /admin/change-password. */
  publicUrl: string;
  onEmailQueued: () => void;
  now?: () => Date;
}

/** E-mails are one account whatever their case or surrounding spaces. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

const DAY_MS = 24 * 60 * 60 * 1000;

export class AuthService {
  private readonly now: () => Date;
  private readonly sessions: ActiveSessions;

  constructor(private readonly deps: AuthServiceDependencies) {
    this.now = deps.now ?? (() => new Date());
    this.sessions = new ActiveSessions((sessionId) =>
      deps.repositories.refreshTokens.isFamilyActive(sessionId),
    );
  }

  /**
   * Checks the credentials; a new session, or null when they are wrong. An unknown e-mail costs
   * the same hashing work as a wrong password, so neither answer nor timing tells them apart.
   * `deviceCookie` is the browser's device cookie: valid for this e-mail, the attempt is held
   * to the device's own failure limit rather than the account's. A new session carries the
   * device cookie to keep (the same device renewed, or a new one).
   */
  async login(
    credentials: { email: string; password: string; remember: boolean },
    clientIp: string,
    deviceCookie: string | null = null,
  ): Promise<Session | null> {
    const { hasher, throttle, repositories, deviceCookies } = this.deps;
    const email = normalizeEmail(credentials.email);
    const device = deviceCookies.deviceOf(deviceCookie, email);
    await throttle.beforeLogin(clientIp, email, device);
    const user = await repositories.users.findByEmail(email);
    const valid = user
      ? await hasher.verify(credentials.password, user.passwordHash)
      : await hasher.verifyNothing(credentials.password);
    if (!user || !valid) {
      await throttle.loginFailed(email, device);
      return null;
    }
    await throttle.loginSucceeded(email, device);
    if (hasher.needsRehash(user.passwordHash)) {
      const upgraded = await hasher.hash(credentials.password);
      await repositories.users.updatePassword(user.id, upgraded, this.now());
    }
    await repositories.refreshTokens.deleteExpired(
      user.id,
      new Date(this.now().getTime() - DAY_MS),
    );
    const familyId = randomBytes(16).toString('hex');
    const session = await this.startSession(
      repositories.refreshTokens,
      user,
      familyId,
      credentials.remember,
    );
    const kept = device ? deviceCookies.renew(email, device) : deviceCookies.issue(email);
    return { ...session, deviceCookie: kept };
  }

  /**
   * Exchanges a refresh token for a new session of the same family. A token that was exchanged
   * before is a copy in someone else's hands: the whole family is revoked, both copies stop.
   */
  async refresh(refreshToken: string): Promise<Session | null> {
    const { repositories, logger } = this.deps;
    const now = this.now();
    const record = await repositories.refreshTokens.findByHash(tokenHash(refreshToken));
    if (!record || record.revokedAt !== null) return null;
    if (record.rotatedAt !== null) {
      await repositories.refreshTokens.revokeFamily(record.familyId, now);
      this.sessions.ended(record.familyId);
      logger.warn(`A used refresh token came back: session of user ${record.userId} revoked`);
      return null;
    }
    if (record.expiresAt <= now) return null;
    const user = await repositories.users.findById(record.userId);
    if (!user) return null;
    return repositories.transaction(
      async (tx) => {
        if (!(await tx.refreshTokens.markRotated(record.id, now))) {
          // Used by a concurrent request a moment ago: the same copy, twice.
          await tx.refreshTokens.revokeFamily(record.familyId, now);
          this.sessions.ended(record.familyId);
          return null;
        }
        return this.startSession(tx.refreshTokens, user, record.familyId, record.remember);
      },
      { what: 'session refresh' },
    );
  }

  /**
   * Ends the session the cookies belong to: the refresh token's family, or else the session
   * named in a valid access token (nothing to do without either).
   */
  async logout(tokens: { refreshToken: string | null; accessToken: string | null }): Promise<void> {
    const { refreshTokens } = this.deps.repositories;
    const record = tokens.refreshToken
      ? await refreshTokens.findByHash(tokenHash(tokens.refreshToken))
      : undefined;
    const claims =
      !record && tokens.accessToken
        ? await this.deps.accessTokens.verify(tokens.accessToken)
        : null;
    const sessionId = record?.familyId ?? claims?.sessionId;
    if (sessionId === undefined) return;
    await refreshTokens.revokeFamily(sessionId, this.now());
    this.sessions.ended(sessionId);
  }

  /**
   * The admin of a valid access token whose session is still on; null otherwise (a signed-out,
   * replaced-password or revoked session's tokens stop at once, not at their expiry).
   */
  async verifyAccessToken(token: string): Promise<AdminIdentity | null> {
    const claims = await this.deps.accessTokens.verify(token);
    if (!claims) return null;
    const active = await this.sessions.isActive(claims.sessionId, claims.admin.id);
    return active ? claims.admin : null;
  }

  /**
   * Counts the request against the limits, then sends a reset link when the e-mail has an
   * account, in the background: the caller answers the same way, equally fast, either way.
   */
  async requestPasswordReset(email: string, clientIp: string): Promise<void> {
    const normalized = normalizeEmail(email);
    await this.deps.throttle.beforeRemember(clientIp, normalized);
    this.deps.background.run('Password reset e-mail', () => this.sendResetLink(normalized));
  }

  /**
   * Sets a new password with a reset token: the token is used up and every session of the
   * account ends. Throws InvalidResetTokenError for an unknown, used or expired token.
   */
  async changePassword(token: string, password: string): Promise<void> {
    const { repositories, hasher } = this.deps;
    const record = await repositories.resetTokens.findByHash(tokenHash(token));
    if (!record || record.usedAt !== null || record.expiresAt <= this.now()) {
      throw new InvalidResetTokenError();
    }
    // Hashed before the transaction: half a second of work must not hold locks.
    const passwordHash = await hasher.hash(password);
    await repositories.transaction(
      async (tx) => {
        const now = this.now();
        if (!(await tx.resetTokens.consume(record.id, now))) throw new InvalidResetTokenError();
        await tx.users.updatePassword(record.userId, passwordHash, now);
        await tx.refreshTokens.revokeAllOfUser(record.userId, now);
      },
      { what: 'password change with a reset link' },
    );
    this.sessions.endedAllOf(record.userId);
  }

  private async sendResetLink(email: string): Promise<void> {
    const { repositories } = this.deps;
    const user = await repositories.users.findByEmail(email);
    if (!user) return;
    const token = randomToken();
    const now = this.now();
    const link = `${this.deps.publicUrl}/admin/change-password?tkn=${token}`;
    await repositories.transaction(
      async (tx) => {
        await tx.resetTokens.discardUnused(user.id, now);
        await tx.resetTokens.insert(
          {
            userId: user.id,
            tokenHash: tokenHash(token),
            expiresAt: new Date(now.getTime() + RESET_TOKEN_MINUTES * 60_000),
          },
          now,
        );
        await tx.outbox.enqueue(this.deps.resetEmail(user.email, link, RESET_TOKEN_MINUTES), now);
      },
      { what: 'password reset link' },
    );
    this.deps.onEmailQueued();
  }

  private async startSession(
    refreshTokens: RefreshTokensRepository,
    user: { id: number; email: string },
    familyId: string,
    remember: boolean,
  ): Promise<Session> {
    const now = this.now();
    const refreshToken = randomToken();
    const lifetimeMs = remember
      ? REMEMBERED_SESSION_DAYS * DAY_MS
      : BROWSER_SESSION_HOURS * 3_600_000;
    const refreshExpiresAt = new Date(now.getTime() + lifetimeMs);
    await refreshTokens.insert(
      {
        userId: user.id,
        familyId,
        tokenHash: tokenHash(refreshToken),
        remember,
        expiresAt: refreshExpiresAt,
      },
      now,
    );
    const accessToken = await this.deps.accessTokens.issue({
      admin: { id: user.id, email: user.email },
      sessionId: familyId,
    });
    return { accessToken, refreshToken, remember, refreshExpiresAt, email: user.email };
  }
}
