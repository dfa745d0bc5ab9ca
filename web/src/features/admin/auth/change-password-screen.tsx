import { Button, Link as ChakraLink, Stack } from '@chakra-ui/react';
import { formErrors, passwordChangeSchema } from '@cutshop/domain';
import { useState } from 'react';
import { Field, Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { TextField } from '../../../components/text-field';
import { ADMIN_PATHS } from '../../../config/paths';
import { translateMessage } from '../../../lib/i18n/translate-message';
import { changePassword } from '../api/change-password';
import { AuthLayout } from '../layout/auth-layout';
import { useAdminSession } from '../session/session-store';
import { FormOutcome } from './auth-fields';

interface PasswordValues {
  password: string;
  repeat: string;
  token: string;
}

const validate = (values: PasswordValues) => formErrors(passwordChangeSchema, values);

/**
 * /admin/change-password?tkn=… (docs/product.md §2 and §5): the new password twice, with the
 * rules shown, and the link's token carried as a hidden value. Success ends every session (the
 * server's rule), so the person signs in again; any failure (a used or expired link, no answer)
 * shows the one failure message. Without a token there is nothing to send: the failure message
 * and the way back to login.
 */
export function ChangePasswordScreen() {
  const { t } = useTranslation('admin');
  const { t: tShared } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('tkn') ?? '';
  const [outcome, setOutcome] = useState<'changed' | 'failed' | null>(token ? null : 'failed');

  async function submit(values: PasswordValues) {
    setOutcome(null);
    try {
      await changePassword(passwordChangeSchema.parse(values));
      useAdminSession.getState().signOut('none');
      setOutcome('changed');
    } catch {
      setOutcome('failed');
    }
  }

  const initialValues: PasswordValues = { password: '', repeat: '', token };

  return (
    <AuthLayout
      title={t('auth.changePassword.title')}
      documentTitle={t('auth.changePassword.documentTitle')}
    >
      {token && outcome !== 'changed' && (
        <Form<PasswordValues>
          onSubmit={async (values, form) => {
            await submit(values);
            // The form starts empty again (docs/product.md §4, Users).
            form.restart(initialValues);
          }}
          initialValues={initialValues}
          validate={validate}
          subscription={{ invalid: true, submitting: true }}
          render={({ handleSubmit, invalid, submitting }) => (
            <Stack asChild gap="5">
              <form onSubmit={handleSubmit} noValidate aria-label={t('auth.changePassword.title')}>
                <Field<string> name="token" component="input" type="hidden" />
                <TextField
                  required
                  name="password"
                  label={t('auth.changePassword.password')}
                  type="password"
                  autoComplete="new-password"
                  hint={t('auth.changePassword.rules')}
                />
                <TextField
                  required
                  name="repeat"
                  label={t('auth.changePassword.repeat')}
                  type="password"
                  autoComplete="new-password"
                />
                <Button
                  type="submit"
                  colorPalette="brand"
                  disabled={invalid || submitting}
                  loading={submitting}
                  loadingText={t('auth.changePassword.submitting')}
                >
                  {t('auth.changePassword.submit')}
                </Button>
              </form>
            </Stack>
          )}
        />
      )}
      {outcome === 'changed' && (
        <FormOutcome tone="success">
          {translateMessage(tShared, 'passwordChanged') ?? ''}
        </FormOutcome>
      )}
      {outcome === 'failed' && (
        <FormOutcome tone="error">
          {translateMessage(tShared, 'passwordChangeFailed') ?? ''}
        </FormOutcome>
      )}
      <ChakraLink asChild colorPalette="brand" alignSelf="start">
        <Link to={ADMIN_PATHS.login}>{t('auth.changePassword.backToLogin')}</Link>
      </ChakraLink>
    </AuthLayout>
  );
}
