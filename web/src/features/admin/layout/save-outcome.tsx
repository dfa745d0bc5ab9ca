import { Alert, Button } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api';
import type { ApiFieldError } from '../../../lib/api/api-error';
import { isSessionExpired } from '../api/admin-client';

/** How a save of a whole document (the price list, the production settings) went wrong. */
export type SaveOutcome = 'conflict' | 'invalid' | 'failed' | null;

/**
 * What a refused save of a whole document means for its form: nothing when the session ended
 * (the sign-in takes over), a conflict on 409, the fields to correct on a 400 that names them,
 * else a failure.
 */
export function saveFailure(error: unknown): { outcome: SaveOutcome; fields: ApiFieldError[] } {
  if (isSessionExpired(error)) return { outcome: null, fields: [] };
  if (error instanceof ApiError && error.status === 409) return { outcome: 'conflict', fields: [] };
  if (error instanceof ApiError && error.status === 400 && error.fields.length > 0) {
    return { outcome: 'invalid', fields: error.fields };
  }
  return { outcome: 'failed', fields: [] };
}

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
