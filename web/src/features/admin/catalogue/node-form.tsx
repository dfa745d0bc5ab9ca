import {
  Alert,
  Box,
  Button,
  Fieldset,
  Flex,
  Heading,
  HStack,
  Link,
  Stack,
  Text,
} from '@chakra-ui/react';
import { SwatchField } from '@cutshop/design-system';
import {
  catalogueNodeInputSchema,
  catalogueNodeProblems,
  cataloguePlaces,
  DEFAULT_TILE_SHEET,
  errorRecord,
  fieldErrorsFromZod,
  nodeName,
  type CatalogueEntry,
  type CatalogueNodeInput,
  type CatType,
  type FurnitureModel,
  type MessageKey,
  type TileSheet,
} from '@cutshop/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { adminCatalogueHistoryPath, adminNewCataloguePath } from '../../../config/paths';
import { ApiError } from '../../../lib/api';
import { translateMessage } from '../../../lib/i18n/translate-message';
import { useNotification } from '../../../lib/notifications/notification-store';
import { isSessionExpired } from '../api/admin-client';
import {
  createCatalogueNode,
  fieldErrorCode,
  invalidateCatalogue,
  setCatalogueNodeRetired,
  updateCatalogueNode,
  uploadSwatchImage,
} from '../api/catalogue';
import type { NodeKind } from './catalogue-data';
import { ConfirmDialog } from './confirm-dialog';
import { emptyModel, ModelEditor } from './model';
import { MillimetreField } from './model/model-fields';
import { NodeCheckField, NodeTextField } from './node-fields';

/** What the form holds while the person edits: the node's editable fields. */
interface Draft {
  name: string;
  nameEs: string;
  swatch: string | null;
  sheet: TileSheet | null;
  model: FurnitureModel | null;
}

function draftOf(entry: CatalogueEntry | null, kind: NodeKind): Draft {
  const tile = kind === 'colour' || kind === 'finish';
  return {
    name: entry?.name ?? '',
    nameEs: entry?.nameEs ?? '',
    swatch: entry?.swatch ?? (entry === null && tile ? '#ffffff' : null),
    sheet: entry ? entry.sheet : tile ? { ...DEFAULT_TILE_SHEET } : null,
    model: entry ? entry.model : kind === 'model' ? emptyModel() : null,
  };
}

export interface NodeFormProps {
  /** The whole tree as read (for the node rules). */
  tree: CatalogueEntry[];
  /** The node edited; null for a new one. */
  entry: CatalogueEntry | null;
  parentId: number | null;
  /** The parent's node, for the caption and the names. */
  parent: CatalogueEntry | undefined;
  catType: CatType;
  kind: NodeKind;
  /** The `order` of a new node (after its siblings). */
  newOrder: number;
  /** After a save the server took. */
  onSaved: (entry: CatalogueEntry, created: boolean) => void;
  /** Reads the tree again (after a 409). */
  onReload: () => Promise<unknown>;
}

/**
 * The form of one catalogue node (docs/production/catalogue.md): its names in English and
 * Spanish, a tile's swatch and sheet, a model's sizes, options and construction (the model
 * editor with its live preview). Checked in the browser with the domain's node schema and rules
 * (nothing invalid is sent), then by the server: a 400 shows on its fields, a 409 says someone
 * else changed the node and offers to reload, keeping what the person typed. Retire and restore
 * ask first.
 */
export function NodeForm({
  tree,
  entry,
  parentId,
  parent,
  catType,
  kind,
  newOrder,
  onSaved,
  onReload,
}: NodeFormProps) {
  const { t, i18n } = useTranslation('admin');
  const { t: tShared } = useTranslation();
  const client = useQueryClient();
  const notify = useNotification((state) => state.notify);
  const [draft, setDraft] = useState<Draft>(() => draftOf(entry, kind));
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [attempted, setAttempted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, MessageKey>>({});
  const [outcome, setOutcome] = useState<'conflict' | 'failed' | 'invalid' | 'notFound' | null>(
    null,
  );
  const [saving, setSaving] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [retiring, setRetiring] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const tile = kind === 'colour' || kind === 'finish';
  const custom = entry?.custom ?? false;

  const input = {
    parentId,
    name: draft.name,
    nameEs: draft.nameEs,
    catType,
    order: entry?.order ?? newOrder,
    swatch: draft.swatch,
    sheet: draft.sheet,
    model: draft.model,
  };
  const places = useMemo(() => cataloguePlaces(tree), [tree]);
  const parsed = catalogueNodeInputSchema.safeParse(input);
  const clientErrors = parsed.success
    ? errorRecord(catalogueNodeProblems(parsed.data, places, entry?.id))
    : errorRecord(fieldErrorsFromZod(parsed.error));
  const valid = Object.keys(clientErrors).length === 0;

  /** The message code shown on a field: the server's, else the form's own once touched. */
  const codeAt = (path: string): MessageKey | undefined =>
    serverErrors[path] ?? (attempted || touched.has(path) ? clientErrors[path] : undefined);
  const errorAt = (path: string) => translateMessage(tShared, codeAt(path));

  const change = (patch: Partial<Draft>, paths: string[]) => {
    setDraft((current) => ({ ...current, ...patch }));
    setTouched((current) => new Set([...current, ...paths]));
    setServerErrors((current) => {
      const next = { ...current };
      for (const key of Object.keys(next)) {
        if (paths.some((path) => key === path || key.startsWith(`${path}.`))) delete next[key];
      }
      return next;
    });
  };

  const modelErrors = useMemo(() => {
    const record: Record<string, MessageKey> = {};
    const shownModel = attempted || touched.has('model');
    for (const [path, code] of Object.entries({
      ...(shownModel ? clientErrors : {}),
      ...serverErrors,
    })) {
      if (path.startsWith('model.')) record[path.slice('model.'.length)] = code;
    }
    return record;
  }, [attempted, touched, clientErrors, serverErrors]);

  const displayName = entry ? nodeName(entry, i18n.language) : '';
  const title = entry
    ? t('catalogue.form.editTitle', { name: displayName })
    : t(`catalogue.form.newTitle.${kind}`);

  async function save(event: FormEvent) {
    event.preventDefault();
    setAttempted(true);
    setOutcome(null);
    if (!parsed.success || !valid || saving) {
      setOutcome('invalid');
      return;
    }
    setSaving(true);
    try {
      const body: CatalogueNodeInput = parsed.data;
      const saved = entry
        ? await updateCatalogueNode(entry.id, { ...body, version: entry.version })
        : await createCatalogueNode(body);
      await invalidateCatalogue(client);
      const name = nodeName(saved, i18n.language);
      notify(t(entry ? 'catalogue.form.saved' : 'catalogue.form.created', { name }), 'success');
      onSaved(saved, entry === null);
    } catch (error) {
      if (isSessionExpired(error)) return;
      if (error instanceof ApiError && error.status === 409) setOutcome('conflict');
      else if (error instanceof ApiError && error.status === 404) setOutcome('notFound');
      else if (error instanceof ApiError && error.status === 400 && error.fields.length > 0) {
        const record: Record<string, MessageKey> = {};
        for (const field of error.fields) {
          record[field.path] ??= fieldErrorCode(field) ?? 'invalidInput';
        }
        setServerErrors(record);
        setOutcome('invalid');
      } else setOutcome('failed');
    } finally {
      setSaving(false);
    }
  }

  async function reload() {
    await onReload();
    setOutcome(null);
  }

  async function setRetired() {
    if (entry === null) return;
    setRetiring(true);
    try {
      const saved = await setCatalogueNodeRetired(entry.id, !entry.retired);
      await invalidateCatalogue(client);
      const name = nodeName(saved, i18n.language);
      notify(
        t(saved.retired ? 'catalogue.form.retired' : 'catalogue.form.restored', { name }),
        'success',
      );
      setConfirming(false);
      heading.current?.focus();
    } catch (error) {
      if (isSessionExpired(error)) return;
      setConfirming(false);
      setOutcome(error instanceof ApiError && error.status === 404 ? 'notFound' : 'failed');
    } finally {
      setRetiring(false);
    }
  }

  async function upload(file: File): Promise<string> {
    try {
      return await uploadSwatchImage(file);
    } catch (error) {
      const field = error instanceof ApiError ? error.fields[0] : undefined;
      const code = field ? fieldErrorCode(field) : undefined;
      throw new Error(translateMessage(tShared, code) ?? t('catalogue.form.swatchUploadFailed'), {
        cause: error,
      });
    }
  }

  const swatchTexts = {
    colour: t('catalogue.form.swatchColour'),
    image: t('catalogue.form.swatchImage'),
    picker: t('catalogue.form.swatchPicker'),
    hex: t('catalogue.form.swatchHex'),
    hexInvalid: t('catalogue.form.swatchHexInvalid'),
    upload: t('catalogue.form.swatchUpload'),
    uploading: t('catalogue.form.swatchUploading'),
    remove: t('catalogue.form.swatchRemove'),
    hint: t('catalogue.form.swatchHint'),
    preview: t('catalogue.form.swatchPreview'),
    uploadFailed: t('catalogue.form.swatchUploadFailed'),
  };

  const sheet = draft.sheet;
  const setSheet = (patch: Partial<TileSheet>, path: string) =>
    change({ sheet: { ...(sheet ?? DEFAULT_TILE_SHEET), ...patch } }, [`sheet.${path}`]);

  return (
    <Stack as="section" aria-labelledby="catalogue-node-title" gap="4">
      <Stack gap="1">
        <Heading
          as="h2"
          id="catalogue-node-title"
          ref={heading}
          tabIndex={-1}
          size="lg"
          outline="none"
        >
          {title}
        </Heading>
        {parent && (
          <Text color="fg.muted">
            {t('catalogue.form.under', { name: nodeName(parent, i18n.language) })}
          </Text>
        )}
        {entry && (
          <Text color="fg.muted" fontSize="sm">
            {t('catalogue.form.id', { id: entry.id, version: entry.version })}
          </Text>
        )}
      </Stack>
      {entry?.retired && (
        <Alert.Root status="warning" variant="subtle">
          <Alert.Indicator />
          <Alert.Title>{t('catalogue.form.retiredBanner')}</Alert.Title>
        </Alert.Root>
      )}
      {outcome === 'conflict' && (
        <Alert.Root status="error" role="alert" variant="subtle">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('catalogue.form.conflict')}</Alert.Title>
          </Alert.Content>
          <Button size="sm" colorPalette="brand" onClick={() => void reload()}>
            {t('catalogue.form.reload')}
          </Button>
        </Alert.Root>
      )}
      {outcome !== null && outcome !== 'conflict' && (
        <Alert.Root status="error" role="alert" variant="subtle">
          <Alert.Indicator />
          <Alert.Title>
            {outcome === 'invalid'
              ? t('catalogue.form.invalid')
              : outcome === 'notFound'
                ? t('catalogue.form.notFound', { id: entry?.id ?? '' })
                : t('catalogue.form.saveFailed')}
          </Alert.Title>
        </Alert.Root>
      )}
      <form
        onSubmit={(event) => void save(event)}
        noValidate
        aria-labelledby="catalogue-node-title"
      >
        <Stack gap="5">
          <NodeTextField
            required
            label={t('catalogue.form.name')}
            value={draft.name}
            onChange={(name) => change({ name }, ['name'])}
            error={errorAt('name')}
          />
          <NodeTextField
            label={t('catalogue.form.nameEs')}
            value={draft.nameEs}
            onChange={(nameEs) => change({ nameEs }, ['nameEs'])}
            hint={t('catalogue.form.nameEsHint')}
            error={errorAt('nameEs')}
          />
          {errorAt('parentId') && (
            <Text color="fg.error" role="alert">
              {errorAt('parentId')}
            </Text>
          )}
          {tile && (
            <SwatchField
              label={t('catalogue.form.swatch')}
              value={draft.swatch}
              onChange={(swatch) => change({ swatch }, ['swatch'])}
              onUpload={upload}
              error={errorAt('swatch')}
              texts={swatchTexts}
            />
          )}
          {tile && !custom && (
            <Fieldset.Root invalid={Boolean(errorAt('sheet'))}>
              <Fieldset.Legend>{t('catalogue.form.sheet')}</Fieldset.Legend>
              <Fieldset.Content>
                <Box
                  display="grid"
                  gap="4"
                  gridTemplateColumns={{ base: '1fr', md: 'repeat(3, 1fr)' }}
                >
                  <MillimetreField
                    inches
                    label={t('catalogue.form.lengthMm')}
                    value={sheet?.lengthMm ?? NaN}
                    onChange={(lengthMm) => setSheet({ lengthMm }, 'lengthMm')}
                    error={errorAt('sheet.lengthMm')}
                  />
                  <MillimetreField
                    inches
                    label={t('catalogue.form.widthMm')}
                    value={sheet?.widthMm ?? NaN}
                    onChange={(widthMm) => setSheet({ widthMm }, 'widthMm')}
                    error={errorAt('sheet.widthMm')}
                  />
                  <MillimetreField
                    inches
                    label={t('catalogue.form.thicknessMm')}
                    value={sheet?.thicknessMm ?? NaN}
                    onChange={(thicknessMm) => setSheet({ thicknessMm }, 'thicknessMm')}
                    error={errorAt('sheet.thicknessMm')}
                  />
                </Box>
                <NodeCheckField
                  label={t('catalogue.form.grain')}
                  checked={sheet?.grain ?? false}
                  onChange={(grain) => setSheet({ grain }, 'grain')}
                />
              </Fieldset.Content>
              {errorAt('sheet') && <Fieldset.ErrorText>{errorAt('sheet')}</Fieldset.ErrorText>}
            </Fieldset.Root>
          )}
          {kind === 'model' && draft.model && (
            <Stack gap="2">
              <Heading as="h3" size="md">
                {t('catalogue.form.model')}
              </Heading>
              <ModelEditor
                value={draft.model}
                onChange={(model) => change({ model }, ['model'])}
                errors={modelErrors}
                name={draft.name}
              />
            </Stack>
          )}
          {errorAt('model') && (
            <Text color="fg.error" role="alert">
              {errorAt('model')}
            </Text>
          )}
          <Flex gap="3" wrap="wrap">
            <Button
              type="submit"
              colorPalette="brand"
              loading={saving}
              loadingText={t('catalogue.form.saving')}
              aria-disabled={!valid || undefined}
            >
              {entry ? t('catalogue.form.save') : t('catalogue.form.create')}
            </Button>
            {entry && (
              <Button variant="outline" onClick={() => setConfirming(true)}>
                {entry.retired ? t('catalogue.form.restore') : t('catalogue.form.retire')}
              </Button>
            )}
          </Flex>
        </Stack>
      </form>
      {entry && (
        <HStack gap="4" wrap="wrap">
          {(kind === 'category' || kind === 'type') && (
            <Button asChild size="sm" variant="outline">
              <RouterLink to={adminNewCataloguePath('Category', entry.id)}>
                {kind === 'category'
                  ? t('catalogue.tree.addType', { name: displayName })
                  : t('catalogue.tree.addModel', { name: displayName })}
              </RouterLink>
            </Button>
          )}
          <Link asChild colorPalette="brand">
            <RouterLink to={adminCatalogueHistoryPath(entry.id)}>
              {t('catalogue.form.history')}
            </RouterLink>
          </Link>
        </HStack>
      )}
      {entry && (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={t(entry.retired ? 'catalogue.form.restoreTitle' : 'catalogue.form.retireTitle', {
            name: displayName,
          })}
          body={t(entry.retired ? 'catalogue.form.restoreBody' : 'catalogue.form.retireBody')}
          confirm={entry.retired ? t('catalogue.form.restore') : t('catalogue.form.retire')}
          cancel={t('catalogue.form.cancel')}
          busy={retiring}
          onConfirm={() => void setRetired()}
        />
      )}
    </Stack>
  );
}
