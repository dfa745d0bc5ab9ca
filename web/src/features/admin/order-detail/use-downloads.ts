import { exportFileName, productionFileName } from '@cutshop/domain/production';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNotification } from '../../../lib/notifications/notification-store';
import { isSessionExpired } from '../api/admin-client';
import { downloadProduction, type ProductionDownload } from '../api/get-production';
import { saveFile } from './save-file';

/** The name to save a download under when the server suggests none. */
const FALLBACK_NAMES: Record<ProductionDownload, (uuid: string) => string> = {
  productionFile: productionFileName,
  export: exportFileName,
};

/**
 * The detail's two downloads, the production file and the export archive: fetched through the
 * admin client (a run-out access token is refreshed once), then saved under the server's name
 * (`Content-Disposition`), else `<short id>.txt` / `.zip`. `busy` names the one under way; a
 * failure says so in the notification banner.
 */
export function useDownloads(uuid: string) {
  const { t } = useTranslation('admin');
  const notify = useNotification((state) => state.notify);
  const [busy, setBusy] = useState<ProductionDownload | null>(null);
  // A ref as well as state: two clicks in the same frame start one download.
  const inFlight = useRef(false);

  const download = useCallback(
    async (kind: ProductionDownload): Promise<boolean> => {
      if (inFlight.current) return false;
      inFlight.current = true;
      setBusy(kind);
      try {
        const file = await downloadProduction(uuid, kind);
        saveFile(file.blob, file.fileName ?? FALLBACK_NAMES[kind](uuid));
        return true;
      } catch (error) {
        if (!isSessionExpired(error)) notify(t(`production.downloads.failed.${kind}`), 'error');
        return false;
      } finally {
        inFlight.current = false;
        setBusy(null);
      }
    },
    [uuid, notify, t],
  );

  return { busy, download };
}
