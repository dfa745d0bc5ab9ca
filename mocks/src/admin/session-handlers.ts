import { loginSchema, MESSAGES, passwordChangeSchema, rememberSchema } from '@cutshop/domain';
import { http, type HttpHandler } from 'msw';
import { answers, readBody } from './answers';
import { ADMIN_MOCK_PATHS } from './paths';
import { MOCK_ADMIN } from './fixtures';
import { adminState, MOCK_RESET_TOKEN, signInMockAdmin, signOutMockAdmin } from './state';

/** 'Remember me' as `remember: true`, or as the login form's `checked: ['remember']`. */
function wantsRemember(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const { remember, checked } = body as { remember?: unknown; checked?: unknown };
  return remember === true || (Array.isArray(checked) && checked.includes('remember'));
}

const login = http.post(ADMIN_MOCK_PATHS.login, async ({ request }) => {
  const read = await readBody(request, loginSchema);
  if ('refusal' in read) return read.refusal;
  const { username, password } = read.data;
  if (username.toLowerCase() !== MOCK_ADMIN.email || password !== adminState().password) {
    signOutMockAdmin();
    return answers.loginFailed();
  }
  signInMockAdmin(wantsRemember(read.body));
  return answers.session(true, MOCK_ADMIN.email);
});

const refresh = http.get(ADMIN_MOCK_PATHS.refresh, () => {
  const { session } = adminState();
  if (!session.canRefresh) {
    signOutMockAdmin();
    return answers.sessionExpired();
  }
  session.signedIn = true;
  return answers.session(true, MOCK_ADMIN.email);
});

const logout = http.get(ADMIN_MOCK_PATHS.logout, () => {
  signOutMockAdmin();
  return answers.session(false);
});

const remember = http.post(ADMIN_MOCK_PATHS.remember, async ({ request }) => {
  const read = await readBody(request, rememberSchema);
  if ('refusal' in read) return read.refusal;
  adminState().resetRequests.push(read.data.username);
  // The same answer whether or not the e-mail has an account.
  return answers.done(MESSAGES.rememberSent);
});

const changePassword = http.post(ADMIN_MOCK_PATHS.changePassword, async ({ request }) => {
  const read = await readBody(request, passwordChangeSchema);
  if ('refusal' in read) return read.refusal;
  const state = adminState();
  if (read.data.token !== MOCK_RESET_TOKEN || state.resetTokenUsed) {
    return answers.invalidResetToken();
  }
  state.resetTokenUsed = true;
  state.password = read.data.password;
  // A password change ends every session, this one included.
  signOutMockAdmin();
  return answers.done(MESSAGES.passwordChanged);
});

/** The users endpoints (sign-in, session, logout, password reset), answering like the BFF. */
export const sessionHandlers: HttpHandler[] = [login, refresh, logout, remember, changePassword];
