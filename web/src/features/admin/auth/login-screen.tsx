import { Button, Link as ChakraLink, Stack } from '@chakra-ui/react';
import { formErrors, loginSchema } from '@cutshop/domain';
import { useEffect, useRef, useState } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { TextField } from '../../../components/text-field';
import { ADMIN_PATHS } from '../../../config/paths';
import { translateMessage } from '../../../lib/i18n/translate-message';
import { login } from '../api/login';
import { AuthLayout } from '../layout/auth-layout';
import { useAdminErrorText } from '../layout/admin-status';
import { safeNextPath } from '../session/next-path';
import { checkSession } from '../session/session-check';
import { useAdminSession } from '../session/session-store';
import { preloadSignedIn } from '../signed-in-chunk';
import { AuthCheckboxField, FormOutcome } from './auth-fields';
import { tooManyAttemptsText } from './retry-after';

interface LoginValues {
  username: string;
  password: string;
  remember: boolean;
}

const INITIAL: LoginValues = { username: '', password: '', remember: false };

/** The form's rules are the server's (domain `loginSchema`): field -> message code. */
const validate = (values: LoginValues) => formErrors(loginSchema, values);

/** Fetches the signed-in frame and the order list (a failure is retried when they are shown). */
function fetchSignedInPages(): void {
  preloadSignedIn().catch(() => undefined);
}

/**
 * /admin/login (docs/product.md §2 and §5): 'Welcome!', the e-mail and password form with
 * "Remember me", and the link to /admin/remember. A person already signed in (or whom the
 * session check finds signed in) goes on to `next` or the order list; `next` is followed only
 * when it is an admin path of this site.
 */
export function LoginScreen() {
  const { t } = useTranslation('admin');
  const { t: tShared } = useTranslation();
  const describeError = useAdminErrorText();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = safeNextPath(params.get('next'));
  const status = useAdminSession((state) => state.status);
  const reason = useAdminSession((state) => state.reason);
  const [failure, setFailure] = useState<string | null>(null);
  // False in the prerendered markup and the render that adopts it; true once the page runs.
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const attempted = useRef(false);

  useEffect(() => {
    if (useAdminSession.getState().status === 'signedIn') return;
    let live = true;
    // A session that is still good (a reload, a second tab) needs no new sign-in. A check that
    // gets no answer changes nothing: the form stays.
    checkSession().then(
      (signedIn) => {
        if (live && signedIn && !attempted.current) void navigate(next, { replace: true });
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
    // Once per visit of the page; `next` is read as it was when the page opened.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (status === 'signedIn' && !attempted.current) return <Navigate to={next} replace />;

  async function submit(values: LoginValues) {
    attempted.current = true;
    fetchSignedInPages();
    setFailure(null);
    const input = loginSchema.parse(values);
    try {
      const outcome = await login({ ...input, remember: values.remember });
      if (outcome.kind === 'signedIn') {
        useAdminSession.getState().signIn(outcome.email ?? input.username);
        void navigate(next, { replace: true });
        return;
      }
      if (outcome.kind === 'wrongCredentials') {
        useAdminSession.getState().loginFailed();
        setFailure(translateMessage(tShared, 'loginFailed') ?? '');
      } else {
        setFailure(tooManyAttemptsText(t, outcome.retryAfterSeconds));
      }
    } catch (error) {
      setFailure(describeError(error));
    }
  }

  return (
    <AuthLayout title={t('auth.login.welcome')} documentTitle={t('auth.login.documentTitle')}>
      {reason === 'expired' && failure === null && (
        <FormOutcome tone="error">{t('common.sessionEnded')}</FormOutcome>
      )}
      <Form<LoginValues>
        onSubmit={submit}
        initialValues={INITIAL}
        validate={validate}
        subscription={{ invalid: true, submitting: true }}
        render={({ handleSubmit, invalid, submitting }) => (
          <Stack asChild gap="5">
            <form
              onSubmit={handleSubmit}
              noValidate
              aria-label={t('auth.login.welcome')}
              // The pages a sign-in leads to are fetched once the person starts signing in.
              onFocusCapture={fetchSignedInPages}
              onPointerDownCapture={fetchSignedInPages}
            >
              {/* Disabled in the prerendered page until its code runs: what is typed sooner would
                  not reach the form (docs/architecture.md, the first pages). */}
              <fieldset disabled={!ready} style={{ display: 'contents' }}>
                <TextField
                  required
                  name="username"
                  label={t('auth.login.email')}
                  type="email"
                  autoComplete="username"
                />
                <TextField
                  required
                  name="password"
                  label={t('auth.login.password')}
                  type="password"
                  autoComplete="current-password"
                />
                <AuthCheckboxField name="remember" label={t('auth.login.remember')} />
                {failure !== null && <FormOutcome tone="error">{failure}</FormOutcome>}
                <Button
                  type="submit"
                  colorPalette="brand"
                  disabled={invalid || submitting}
                  loading={submitting}
                  loadingText={t('auth.login.submitting')}
                >
                  {t('auth.login.submit')}
                </Button>
              </fieldset>
            </form>
          </Stack>
        )}
      />
      <ChakraLink asChild colorPalette="brand" alignSelf="start">
        <Link to={ADMIN_PATHS.remember}>{t('auth.login.forgot')}</Link>
      </ChakraLink>
    </AuthLayout>
  );
}
