import type { TFunction } from 'i18next';

/**
 * "Too many attempts. Try again in 12 minutes." from a 429's Retry-After, in the interface
 * language: whole minutes from a minute on (rounded up, so the person never comes back too
 * early), seconds below that, "later" when the server gave no time.
 */
export function tooManyAttemptsText(t: TFunction<'admin'>, seconds: number | null): string {
  if (seconds === null) return t('auth.login.tooManyAttemptsLater');
  if (seconds < 60) return t('auth.login.tooManyAttemptsSeconds', { count: Math.max(1, seconds) });
  return t('auth.login.tooManyAttempts', { count: Math.ceil(seconds / 60) });
}
