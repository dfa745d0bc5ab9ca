import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { statusChangedMessage } from '@cutshop/domain';
import { enFeedback } from './locales/en/feedback';
import { esFeedback } from './locales/es/feedback';
import { translateMessage } from './translate-message';

async function translator(lng: 'en' | 'es') {
  const instance = i18next.createInstance();
  await instance.init({
    lng,
    resources: { en: { translation: enFeedback }, es: { translation: esFeedback } },
    interpolation: { escapeValue: false },
  });
  return instance.t;
}

describe('translateMessage', () => {
  it('translates a message by its code', async () => {
    const t = await translator('es');
    expect(translateMessage(t, 'outOfParameters')).toBe('fuera de parámetros');
    expect(translateMessage(t, 'unknownColour')).toBe('color desconocido');
  });

  it('never looks a message up by its English text', async () => {
    const t = await translator('es');
    expect(translateMessage(t, 'out of parameters')).toBe('out of parameters');
    expect(translateMessage(t, undefined)).toBeUndefined();
  });

  it('fills a message with placeholders from its values', async () => {
    const values = { shortId: '9f3c2a1b7d4e', status: 'To Cut' };
    expect(translateMessage(await translator('en'), 'statusChanged', values)).toBe(
      statusChangedMessage(values.shortId, values.status),
    );
    expect(translateMessage(await translator('es'), 'statusChanged', values)).toBe(
      'El pedido con ID "9f3c2a1b7d4e" cambió su estado a "To Cut"',
    );
  });
});
