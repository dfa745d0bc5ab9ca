import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupI18n, switchLanguage } from './setup';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('switchLanguage', () => {
  it('tells nobody when the language is shown already, and switches to another', async () => {
    setupI18n();
    await switchLanguage('en');
    const changed = vi.fn();
    i18next.on('languageChanged', changed);
    try {
      await switchLanguage('en');
      expect(changed).not.toHaveBeenCalled();
      expect(i18next.language).toBe('en');

      await switchLanguage('es');
      expect(changed).toHaveBeenCalledWith('es');
      expect(i18next.language).toBe('es');
      expect(document.documentElement.lang).toBe('es');
    } finally {
      i18next.off('languageChanged', changed);
      await switchLanguage('en');
    }
  });
});
