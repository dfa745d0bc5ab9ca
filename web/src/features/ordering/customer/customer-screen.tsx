import { SimpleGrid, Stack } from '@chakra-ui/react';
import { WizardNav } from '@cutshop/design-system';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PATHS } from '../../../config/paths';
import { useCart } from '../state/cart-store';
import { readRememberedCustomer } from '../state/remembered-customer';
import { CheckboxListField } from '../components/form-fields';
import { TextField } from '../../../components/text-field';
import { Screen } from '../components/screen';
import {
  customerFromValues,
  initialCustomerValues,
  REMEMBER,
  validateCustomer,
  type CustomerFormValues,
} from './customer-form-values';

const FORM_ID = 'customer-form';

/**
 * /step1 'Enter your info': the customer form; Next only once it is valid (docs/product.md §2 and
 * §5).
 */
export function CustomerScreen() {
  const { t } = useTranslation('wizard');
  const navigate = useNavigate();
  const draftCustomer = useCart((state) => state.draft.customer);
  const setCustomer = useCart((state) => state.setCustomer);
  const [initialValues] = useState(() =>
    initialCustomerValues(draftCustomer, readRememberedCustomer()),
  );

  function submit(values: CustomerFormValues) {
    setCustomer(customerFromValues(values), values.checked.includes(REMEMBER));
    void navigate(PATHS.step2);
  }

  return (
    <Screen title={t('step1.title')} subtitle={t('step1.subtitle')}>
      <Form<CustomerFormValues>
        onSubmit={submit}
        initialValues={initialValues}
        validate={validateCustomer}
        subscription={{ valid: true }}
        render={({ handleSubmit, valid }) => (
          <Stack asChild gap="5">
            <form id={FORM_ID} onSubmit={handleSubmit} noValidate>
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
                <TextField
                  name="fullName"
                  label={t('step1.fullName')}
                  autoComplete="name"
                  required
                />
                <TextField
                  name="email"
                  label={t('step1.email')}
                  type="email"
                  autoComplete="email"
                  required
                />
                <TextField
                  name="phoneNumber"
                  label={t('step1.phoneNumber')}
                  type="tel"
                  autoComplete="tel"
                  required
                />
                <TextField
                  name="address"
                  label={t('step1.address')}
                  autoComplete="street-address"
                  required
                />
                <TextField name="orderName" label={t('step1.orderName')} required />
              </SimpleGrid>
              <CheckboxListField name="checked" value={REMEMBER} label={t('step1.remember')} />
              <WizardNav
                next={{ label: t('nav.next'), type: 'submit', form: FORM_ID }}
                nextAllowed={valid}
              />
            </form>
          </Stack>
        )}
      />
    </Screen>
  );
}
