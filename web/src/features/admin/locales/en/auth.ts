/** English texts of the sign-in, forgot-password and reset-password screens (`auth.*`). */
export const enAuth = {
  login: {
    documentTitle: 'Sign in',
    welcome: 'Welcome!',
    email: 'E-mail',
    password: 'Password',
    remember: 'Remember me',
    submit: 'Login',
    submitting: 'Signing in…',
    forgot: 'I forgot my password',
    tooManyAttempts_one: 'Too many attempts. Try again in {{count}} minute.',
    tooManyAttempts_other: 'Too many attempts. Try again in {{count}} minutes.',
    tooManyAttemptsSeconds_one: 'Too many attempts. Try again in {{count}} second.',
    tooManyAttemptsSeconds_other: 'Too many attempts. Try again in {{count}} seconds.',
    tooManyAttemptsLater: 'Too many attempts. Try again later.',
  },
  remember: {
    documentTitle: 'Forgot password',
    title: 'Change your password:',
    email: 'E-mail',
    submit: 'Send',
    submitting: 'Sending…',
    backToLogin: 'Back to login',
  },
  changePassword: {
    documentTitle: 'Reset password',
    title: 'Change your password',
    rules:
      'The password must have at least one lowercase letter, one uppercase letter and one number, and at least eight characters in total.',
    password: 'New password',
    repeat: 'Repeat the password',
    submit: 'Change password',
    submitting: 'Saving…',
    backToLogin: 'Back to login',
  },
};
