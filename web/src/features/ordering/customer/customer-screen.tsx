import { SimpleGrid, Stack } from '@chakra-ui/react';
import { WizardNav } from '@cutshop/design-system';
import type { Customer } from '@cutshop/domain';
import { useEffect, useState } from 'react';
import { Form, useForm } from 'react-final-form';
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
  prepareCustomerForm,
  validateCustomer,
  type CustomerFormValues,
} from './customer-form-values';

export { prepareCustomerForm };

const FORM_ID = 'customer-form';

/** The fields in the order the form shows them, for the message of an inert Next. */
const FIELD_ORDER: readonly (keyof Customer)[] = [
  'fullName',
  'email',
  'phoneNumber',
  'address',
  'orderName',
];

/**
 * Takes into the form what the visitor typed before the page's code ran: the prerendered /step1
 * shows its fields at once (docs/architecture.md, "The first pages"), and React adopts them with
 * the form's own empty values, so a field filled early looked filled while Next stayed inert.
 */
function TakeTypedBeforeStart() {
  const form = useForm<CustomerFormValues>();
  useEffect(() => {
    const element = document.getElementById(FORM_ID);
    if (!(element instanceof HTMLFormElement)) return;
    const { values } = form.getState();
    for (const name of FIELD_ORDER) {
      const input = element.elements.namedItem(name);
      if (!(input instanceof HTMLInputElement) || input.value === '') continue;
      if (input.value !== (values[name] ?? '')) form.change(name, input.value);
    }
  }, [form]);
  return null;
}

/**
 * /step1 'Enter your info': the customer form; Next only once it is valid (docs/product.md §2 and
 * §5). Pressing the inert Next shows every field's message and says, above the buttons (an
 * alert), which fields are missing or to correct, until the form is valid.
 */
export function CustomerScreen() {
  const { t } = useTranslation('wizard');
  const navigate = useNavigate();
  const draftCustomer = useCart((state) => state.draft.customer);
  const setCustomer = useCart((state) => state.setCustomer);
  const [initialValues] = useState(() =>
    initialCustomerValues(draftCustomer, readRememberedCustomer()),
  );
  const [blocked, setBlocked] = useState(false);

  /** What an inert Next says: the missing fields, then the ones to correct, by their labels. */
  function blockedMessage(errors: Record<string, unknown> | undefined): string | undefined {
    if (!blocked || !errors) return undefined;
    const labelsWith = (missing: boolean) =>
      FIELD_ORDER.filter((field) => errors[field] !== undefined)
        .filter((field) => (errors[field] === 'Required') === missing)
        .map((field) => t(`step1.${field}`));
    const missing = labelsWith(true);
    const invalid = labelsWith(false);
    const parts = [
      missing.length > 0 && t('step1.missing', { fields: missing.join(', ') }),
      invalid.length > 0 && t('step1.invalid', { fields: invalid.join(', ') }),
    ].filter(Boolean);
    return parts.length > 0 ? parts.join(' ') : undefined;
  }

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
        subscription={{ valid: true, errors: true }}
        render={({ handleSubmit, valid, errors, form }) => (
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
                message={valid ? undefined : blockedMessage(errors)}
                onBlocked={() => {
                  setBlocked(true);
                  // An invalid submit marks every field, so each shows its own message too.
                  void form.submit();
                }}
              />
              {/* Last: its effect runs after the fields' own have registered them. On a
                  render from scratch the fields hold the form's values, and it changes nothing. */}
              <TakeTypedBeforeStart />
            </form>
          </Stack>
        )}
      />
    </Screen>
  );
}
