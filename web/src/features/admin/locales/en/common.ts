/** English texts every admin page shares (`admin` namespace, `common.*`). */
export const enCommon = {
  appTitle: 'Order Management System for Production',
  homeLabel: 'Cutshop, order list',
  signedInAs: 'Signed in as',
  logout: 'Logout',
  skipToContent: 'Skip to content',
  loading: 'Loading...',
  checkingSession: 'Checking your session…',
  retry: 'Retry',
  errorTitle: 'Something went wrong',
  networkError: 'The server could not be reached. Check your connection and try again.',
  serverError: 'The server could not answer right now. Please try again.',
  unexpectedError: 'An unexpected error occurred, please try again',
  sessionEnded: 'Your session has ended. Please sign in again.',
  logoutFailed: 'You could not be signed out: the server did not answer. Please try again.',
};
