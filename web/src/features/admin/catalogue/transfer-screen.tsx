import { Alert, Box, Button, Field, Flex, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { ChangeDiff } from '@cutshop/design-system';
import { isEmptyPlan, type CatalogueFile, type CatalogueImportPlan } from '@cutshop/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';
import type { ApiFieldError } from '../../../lib/api/api-error';
import { translateMessage } from '../../../lib/i18n/translate-message';
import { useNotification } from '../../../lib/notifications/notification-store';
import { isSessionExpired } from '../api/admin-client';
import {
  exportCatalogue,
  fieldErrorCode,
  importCatalogue,
  invalidateCatalogue,
  readCatalogueFile,
} from '../api/catalogue';
import { saveFile } from '../order-detail/save-file';
import { CatalogueFrame } from './catalogue-frame';
import { catalogueFieldLabel, diffEntries, useDiffTexts } from './history-screen';

/** Where the import stands: nothing chosen, being checked, its plan shown, refused. */
type ImportState =
  | { step: 'idle' }
  | { step: 'checking' }
  | { step: 'notACatalogue' }
  | { step: 'invalid'; fields: ApiFieldError[] }
  | { step: 'failed' }
  | { step: 'plan'; file: CatalogueFile; plan: CatalogueImportPlan; applying: boolean };

/**
 * /admin/catalogue/transfer (docs/production/catalogue.md): the whole catalogue downloaded as
 * one JSON file, and a file imported: read as a catalogue file in the browser, checked by the
 * server as a whole (a dry run) to show what it would add, change, retire and restore, then
 * applied all at once on Apply, or dropped on Cancel.
 */
export default function CatalogueTransferScreen() {
  const { t } = useTranslation('admin');
  const { t: tShared } = useTranslation();
  const client = useQueryClient();
  const notify = useNotification((state) => state.notify);
  const [downloading, setDownloading] = useState(false);
  const [state, setState] = useState<ImportState>({ step: 'idle' });
  const input = useRef<HTMLInputElement>(null);
  const diffTexts = useDiffTexts();

  async function download() {
    setDownloading(true);
    try {
      const file = await exportCatalogue();
      saveFile(file.blob, file.fileName ?? 'catalogue.json');
    } catch (error) {
      if (!isSessionExpired(error)) notify(t('catalogue.transfer.downloadFailed'), 'error');
    } finally {
      setDownloading(false);
    }
  }

  async function choose(chosen: File | undefined) {
    if (chosen === undefined) return setState({ step: 'idle' });
    setState({ step: 'checking' });
    const file = readCatalogueFile(await chosen.text());
    if (file === undefined) return setState({ step: 'notACatalogue' });
    try {
      const answer = await importCatalogue(file, true);
      setState({ step: 'plan', file, plan: answer.plan, applying: false });
    } catch (error) {
      setState(refusal(error));
    }
  }

  async function apply(file: CatalogueFile, plan: CatalogueImportPlan) {
    setState({ step: 'plan', file, plan, applying: true });
    try {
      await importCatalogue(file, false);
      await invalidateCatalogue(client);
      notify(t('catalogue.transfer.applied'), 'success');
      clear();
    } catch (error) {
      setState(refusal(error));
    }
  }

  function clear() {
    setState({ step: 'idle' });
    if (input.current) input.current.value = '';
  }

  const errorText = (field: ApiFieldError) => {
    const [, index = '', ...rest] = field.path.split('.');
    return t('catalogue.transfer.errorAt', {
      index,
      field: rest.length > 0 ? catalogueFieldLabel(rest.join('.'), t) : '',
      message: translateMessage(tShared, fieldErrorCode(field)) ?? field.message,
    });
  };

  return (
    <CatalogueFrame title={t('catalogue.transfer.title')} section="transfer">
      <Stack as="section" aria-labelledby="catalogue-export" gap="3">
        <Heading as="h2" id="catalogue-export" size="md">
          {t('catalogue.transfer.exportTitle')}
        </Heading>
        <Text>{t('catalogue.transfer.exportText')}</Text>
        <Button
          alignSelf="start"
          colorPalette="brand"
          loading={downloading}
          loadingText={t('catalogue.transfer.downloading')}
          onClick={() => void download()}
        >
          {t('catalogue.transfer.download')}
        </Button>
      </Stack>
      <Stack as="section" aria-labelledby="catalogue-import" gap="3">
        <Heading as="h2" id="catalogue-import" size="md">
          {t('catalogue.transfer.importTitle')}
        </Heading>
        <Text>{t('catalogue.transfer.importText')}</Text>
        <Field.Root invalid={state.step === 'notACatalogue'}>
          <Field.Label>{t('catalogue.transfer.chooseFile')}</Field.Label>
          <Input
            ref={input}
            type="file"
            accept="application/json,.json"
            p="1"
            disabled={state.step === 'checking' || (state.step === 'plan' && state.applying)}
            onChange={(event) => void choose(event.target.files?.[0])}
          />
          {state.step === 'notACatalogue' && (
            <Field.ErrorText>{t('catalogue.transfer.notACatalogue')}</Field.ErrorText>
          )}
        </Field.Root>
        {state.step === 'checking' && <Text role="status">{t('catalogue.transfer.checking')}</Text>}
        {state.step === 'failed' && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{t('catalogue.transfer.failed')}</Alert.Title>
          </Alert.Root>
        )}
        {state.step === 'invalid' && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('catalogue.transfer.invalidTitle')}</Alert.Title>
              <Alert.Description>
                <Box as="ul" ps="5" listStyleType="disc">
                  {state.fields.map((field, index) => (
                    <li key={`${field.path}-${index}`}>{errorText(field)}</li>
                  ))}
                </Box>
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        {state.step === 'plan' && (
          <Stack as="section" aria-labelledby="catalogue-plan" gap="4">
            <Heading as="h3" id="catalogue-plan" size="sm">
              {t('catalogue.transfer.planTitle')}
            </Heading>
            {isEmptyPlan(state.plan) ? (
              <Text>{t('catalogue.transfer.nothing')}</Text>
            ) : (
              <PlanLists plan={state.plan} diffTexts={diffTexts} />
            )}
            <Flex gap="3" wrap="wrap">
              <Button
                colorPalette="brand"
                loading={state.applying}
                loadingText={t('catalogue.transfer.applying')}
                disabled={isEmptyPlan(state.plan)}
                onClick={() => void apply(state.file, state.plan)}
              >
                {t('catalogue.transfer.apply')}
              </Button>
              <Button variant="outline" disabled={state.applying} onClick={clear}>
                {t('catalogue.transfer.cancel')}
              </Button>
            </Flex>
          </Stack>
        )}
      </Stack>
    </CatalogueFrame>
  );
}

function refusal(error: unknown): ImportState {
  if (error instanceof ApiError && error.status === 400 && error.fields.length > 0) {
    return { step: 'invalid', fields: error.fields };
  }
  return { step: 'failed' };
}

function PlanLists({
  plan,
  diffTexts,
}: {
  plan: CatalogueImportPlan;
  diffTexts: ReturnType<typeof useDiffTexts>;
}) {
  const { t } = useTranslation('admin');
  const label = (node: { id: number; name: string }) =>
    t('catalogue.transfer.nodeLabel', { name: node.name, id: node.id });
  const simple = (key: 'added' | 'retired' | 'restored') =>
    plan[key].length > 0 && (
      <Stack gap="1">
        <Heading as="h4" size="xs">
          {t(`catalogue.transfer.${key}`, { count: plan[key].length })}
        </Heading>
        <Box as="ul" ps="5" listStyleType="disc">
          {plan[key].map((node) => (
            <li key={node.id}>{label(node)}</li>
          ))}
        </Box>
      </Stack>
    );
  return (
    <Stack gap="4">
      {simple('added')}
      {plan.changed.length > 0 && (
        <Stack gap="2">
          <Heading as="h4" size="xs">
            {t('catalogue.transfer.changed', { count: plan.changed.length })}
          </Heading>
          {plan.changed.map((node) => (
            <ChangeDiff
              key={node.id}
              caption={label(node)}
              changes={diffEntries(node.changes, t)}
              texts={diffTexts}
            />
          ))}
        </Stack>
      )}
      {simple('retired')}
      {simple('restored')}
    </Stack>
  );
}
