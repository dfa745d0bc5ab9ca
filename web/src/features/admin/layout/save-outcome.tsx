import { Alert, Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** How a save of a whole document (the price list, the production settings) went wrong. */
export type SaveOutcome = 'conflict' | 'invalid' | 'failed' | null;

/**
 * The alert above a document's form after a refused save: someone else saved first (409, with
 * a Reload button), fields to correct (400 or the browser's check), or another failure.
 */
export function SaveOutcomeAlert({
  outcome,
  section,
  onReload,
}: {
  outcome: SaveOutcome;
  /** Where the screen's texts are: `<section>.conflict`, `.reload`, `.invalid`, `.saveFailed`. */
  section: 'prices' | 'settings';
  onReload: () => void;
}) {
  const { t } = useTranslation('admin');
  if (outcome === null) return null;
  const texts = {
    conflict: t(`${section}.conflict`),
    reload: t(`${section}.reload`),
    invalid: t(`${section}.invalid`),
    failed: t(`${section}.saveFailed`),
  };
  if (outcome === 'conflict') {
    return (
      <Alert.Root status="error" role="alert" variant="subtle">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{texts.conflict}</Alert.Title>
        </Alert.Content>
        <Button size="sm" colorPalette="brand" onClick={onReload}>
          {texts.reload}
        </Button>
      </Alert.Root>
    );
  }
  return (
    <Alert.Root status="error" role="alert" variant="subtle">
      <Alert.Indicator />
      <Alert.Title>{outcome === 'invalid' ? texts.invalid : texts.failed}</Alert.Title>
    </Alert.Root>
  );
}
