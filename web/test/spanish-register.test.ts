import { describe, expect, it } from 'vitest';
import { esAdmin } from '../src/features/admin/locales/es';
import { esProduction } from '../src/features/admin/locales/es/production';
import { esFeedback } from '../src/lib/i18n/locales/es/feedback';
import { esItems } from '../src/lib/i18n/locales/es/items';
import { esShell } from '../src/lib/i18n/locales/es/shell';

/** Every text of a nested locale object, with its key path. */
function textsOf(texts: unknown, path = ''): [string, string][] {
  if (typeof texts === 'string') return [[path, texts]];
  if (texts === null || typeof texts !== 'object') return [];
  return Object.entries(texts).flatMap(([key, value]) =>
    textsOf(value, path === '' ? key : `${path}.${key}`),
  );
}

/**
 * Forms of the familiar register (tú) that the shop's Spanish has used by mistake: possessives
 * and pronouns, verbs in the second person, and imperatives where an instruction starts (a
 * third person such as "El cliente elige" reads the same as an imperative, so only a sentence's
 * first word counts). The shop speaks to people as usted.
 */
const FAMILIAR = [
  /\b(tu|tus|te|ti|contigo|inténtalo)\b/i,
  /\b(puedes|tienes|quieres|necesitas|estás|debes)\b/i,
  /(^|[.:;!¡¿]\s*)(Vuelve|Comprueba|Cambia|Escribe|Elige|Selecciona|Pulsa|Introduce|Revisa|Permite|Añade|Usa|Abre|Espera|Prueba|Recarga|Indica|Rellena|Completa|Borra|Quita|Marca|Sube|Descarga|Guarda|Confirma|Inicia)\b/i,
];

describe('the Spanish texts speak as usted, in one voice', () => {
  const all = textsOf({
    admin: { ...esAdmin, production: esProduction },
    feedback: esFeedback,
    items: esItems,
    shell: esShell,
  });

  it('reads every text', () => {
    expect(all.length).toBeGreaterThan(300);
  });

  it('has no familiar (tú) form in the admin or the shared texts', () => {
    const familiar = all.filter(([, text]) => FAMILIAR.some((form) => form.test(text)));
    expect(familiar).toEqual([]);
  });
});
