import { Alert, Heading, Stack, Table, Text, chakra } from '@chakra-ui/react';
import { CabinetDrawing } from '@cutshop/design-system';
import type { FurnitureModel } from '@cutshop/domain';
import {
  ACCESSORY_TYPES,
  ACCESSORY_UNITS,
  DEFAULT_PARTS_SETTINGS,
  formatHardwareQuantity,
  frontView,
  roundMm,
  type AccessoryType,
  type HardwareSummary,
  type ItemBuild,
} from '@cutshop/domain/production';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { productionSettingsQuery } from '../../settings/production-settings-api';
import { modelPreview } from './model-preview-data';

interface ModelPreviewPanelProps {
  /** The model to preview; null while it breaks a rule. */
  model: FurnitureModel | null;
  /** The model's name for the caption; the sample's name when absent. */
  name?: string;
}

/**
 * The live preview beside the model form: a sample item of the model built by the production
 * code with the shop's current production settings (the defaults while they load or when they
 * cannot be read), as its front view, its parts and its hardware. A model that breaks a rule
 * shows a request to fix the highlighted fields instead, never an older preview.
 */
export function ModelPreviewPanel({ model, name }: ModelPreviewPanelProps) {
  const { t } = useTranslation('admin');
  const shownName = name?.trim() || t('catalogueModel.preview.sampleName');
  const titleId = useId();
  const settings = useQuery(productionSettingsQuery()).data ?? DEFAULT_PARTS_SETTINGS;
  const preview = useMemo(
    () => (model === null ? null : modelPreview(model, shownName, settings)),
    [model, shownName, settings],
  );
  return (
    <chakra.section aria-labelledby={titleId} data-testid="model-preview">
      <Heading as="h2" id={titleId} size="md" mb="3">
        {t('catalogueModel.preview.title')}
      </Heading>
      <chakra.div aria-live="polite">
        {preview === null ? (
          <PreviewMessage tone="info">{t('catalogueModel.preview.invalid')}</PreviewMessage>
        ) : preview.kind === 'failed' ? (
          <PreviewMessage tone="error">
            {t('catalogueModel.preview.failed', { message: preview.message })}
          </PreviewMessage>
        ) : (
          <Stack gap="4">
            <Text textStyle="sm" color="fg.muted">
              {t('catalogueModel.preview.caption', {
                name: shownName,
                width: roundMm(preview.size.x),
                height: roundMm(preview.size.y),
                depth: roundMm(preview.size.z),
              })}
            </Text>
            <PreviewDrawing build={preview.build} name={shownName} />
            <PartsTable build={preview.build} />
            <HardwareList hardware={preview.hardware} />
          </Stack>
        )}
      </chakra.div>
    </chakra.section>
  );
}

function PreviewMessage({ tone, children }: { tone: 'info' | 'error'; children: string }) {
  return (
    <Alert.Root status={tone} variant="subtle" borderRadius="l2">
      <Alert.Indicator />
      <Alert.Title fontWeight="normal">{children}</Alert.Title>
    </Alert.Root>
  );
}

function PreviewDrawing({ build, name }: { build: ItemBuild; name: string }) {
  const { t } = useTranslation('admin');
  const drawing = useMemo(() => frontView(build, 'mm'), [build]);
  return (
    <chakra.div width="full" maxWidth="18rem" height="14rem" mx="auto" data-preview-drawing="">
      <CabinetDrawing
        drawing={drawing}
        label={t('catalogueModel.preview.drawing', {
          name,
          width: roundMm(build.widthMm),
          height: roundMm(build.heightMm),
        })}
      />
    </chakra.div>
  );
}

function PartsTable({ build }: { build: ItemBuild }) {
  const { t } = useTranslation('admin');
  const headingId = useId();
  return (
    <chakra.div>
      <Heading as="h3" size="sm" mb="2" id={headingId}>
        {t('catalogueModel.preview.parts')}
      </Heading>
      {build.parts.length === 0 ? (
        <Text textStyle="sm">{t('catalogueModel.preview.noParts')}</Text>
      ) : (
        <Table.Root size="sm" aria-labelledby={headingId} data-testid="preview-parts">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('catalogueModel.preview.part')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">
                {t('catalogueModel.preview.count')}
              </Table.ColumnHeader>
              <Table.ColumnHeader>{t('catalogueModel.preview.size')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">
                {t('catalogueModel.preview.thickness')}
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {build.parts.map((part) => (
              <Table.Row key={part.code}>
                <Table.Cell>{t(`production.cutList.roles.${part.role}`)}</Table.Cell>
                <Table.Cell textAlign="end">{part.perCabinet}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">
                  {`${roundMm(part.finished.lengthMm)} × ${roundMm(part.finished.widthMm)}`}
                </Table.Cell>
                <Table.Cell textAlign="end">{roundMm(part.thicknessMm)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </chakra.div>
  );
}

function HardwareList({ hardware }: { hardware: HardwareSummary }) {
  const { t } = useTranslation('admin');
  const headingId = useId();
  const used = ACCESSORY_TYPES.filter((type) => hardware.accessories[type].total > 0);
  const amount = (type: AccessoryType, quantity: number) => {
    const kind = ACCESSORY_UNITS[type];
    const value = formatHardwareQuantity(quantity);
    return kind === 'length'
      ? t('production.hardware.amount.length', { value, unit: hardware.unit })
      : t(`production.hardware.amount.${kind}`, { count: quantity, value });
  };
  return (
    <chakra.div>
      <Heading as="h3" size="sm" mb="2" id={headingId}>
        {t('catalogueModel.preview.hardware')}
      </Heading>
      {used.length === 0 ? (
        <Text textStyle="sm">{t('catalogueModel.preview.noHardware')}</Text>
      ) : (
        <Table.Root size="sm" aria-labelledby={headingId} data-testid="preview-hardware">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('catalogueModel.preview.accessory')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">
                {t('catalogueModel.preview.quantity')}
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {used.map((type) => (
              <Table.Row key={type}>
                <Table.Cell>{t(`production.hardware.names.${type}`)}</Table.Cell>
                <Table.Cell textAlign="end">
                  {amount(type, hardware.accessories[type].total)}
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </chakra.div>
  );
}
