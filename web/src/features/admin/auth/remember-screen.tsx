import { Button, Link as ChakraLink, Stack } from '@chakra-ui/react';
import { formErrors, rememberSchema } from '@cutshop/domain';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { TextField } from '../../../components/text-field';
import { ADMIN_PATHS } from '../../../config/paths';
import { ApiError } from '../../../lib/api';
import { translateMessage } from '../../../lib/i18n/translate-message';
import { requestPasswordReset } from '../api/remember';
import { useAdminErrorText } from '../layout/admin-status';
import { AuthLayout } from '../layout/auth-layout';
import { FormOutcome } from './auth-fields';
import { tooManyAttemptsText } from './retry-after';

interface RememberValues {
  username: string;
}

const INITIAL: RememberValues = { username: '' };

const validate = (values: RememberValues) => formErrors(rememberSchema, values);

type Outcome = { tone: 'success' | 'error'; text: string };

/**
 * /admin/remember (docs/product.md §2 and §5): asks for a reset link. The answer is always the
 * same neutral message, so the page never tells whether an e-mail has an account; only a
 * request that did not get through (no answer, a server failure, too many requests) says so.
 * The form empties after each request.
 */
export function RememberScreen() {
  const { t } = useTranslation('admin');
  const { t: tShared } = useTranslation();
  const describeError = useAdminErrorText();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function submit(values: RememberValues) {
    setOutcome(null);
    try {
      await requestPasswordReset(rememberSchema.parse(values));
      setOutcome({ tone: 'success', text: translateMessage(tShared, 'rememberSent') ?? '' });
    } catch (error) {
      if (error instanceof ApiError && error.status === 429) {
        setOutcome({ tone: 'error', text: tooManyAttemptsText(t, error.retryAfterSeconds) });
      } else if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
        setOutcome({ tone: 'success', text: translateMessage(tShared, 'rememberSent') ?? '' });
      } else {
        setOutcome({ tone: 'error', text: describeError(error) });
      }
    }
  }

  return (
    <AuthLayout title={t('auth.remember.title')} documentTitle={t('auth.remember.documentTitle')}>
      <Form<RememberValues>
        onSubmit={async (values, form) => {
          await submit(values);
          // The form starts empty again (docs/product.md §4, Users).
          form.restart(INITIAL);
        }}
        initialValues={INITIAL}
        validate={validate}
        subscription={{ invalid: true, submitting: true }}
        render={({ handleSubmit, invalid, submitting }) => (
          <Stack asChild gap="5">
            <form onSubmit={handleSubmit} noValidate aria-label={t('auth.remember.title')}>
              <TextField
                required
                name="username"
                label={t('auth.remember.email')}
                type="email"
                autoComplete="username"
              />
              {outcome && <FormOutcome tone={outcome.tone}>{outcome.text}</FormOutcome>}
              <Button
                type="submit"
                colorPalette="brand"
                disabled={invalid || submitting}
                loading={submitting}
                loadingText={t('auth.remember.submitting')}
              >
                {t('auth.remember.submit')}
              </Button>
            </form>
          </Stack>
        )}
      />
      <ChakraLink asChild colorPalette="brand" alignSelf="start">
        <Link to={ADMIN_PATHS.login}>{t('auth.remember.backToLogin')}</Link>
      </ChakraLink>
    </AuthLayout>
  );
}
