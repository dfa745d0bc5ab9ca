import type { PartRole } from '../types';

/** The languages part names are shown in: English (the files) and Spanish (the Spanish admin). */
type PartWordsLanguage = 'en' | 'es';

/**
 * The name of each part role, in English (what Part.name and the files use) and Spanish (the
 * admin's order detail in Spanish): one table, read by the explosion, the admin's cut list and
 * the part names below.
 */
export const PART_ROLE_WORDS: Readonly<
  Record<PartWordsLanguage, Readonly<Record<PartRole, string>>>
> = {
  en: {
    side: 'Side',
    bottom: 'Bottom',
    top: 'Top',
    stretcher: 'Stretcher',
    back: 'Back',
    shelf_fixed: 'Fixed shelf',
    shelf_adj: 'Adjustable shelf',
    door: 'Door',
    drawer_front: 'Drawer front',
    drawer_side: 'Drawer side',
    drawer_box_front: 'Drawer box front',
    drawer_back: 'Drawer back',
    drawer_bottom: 'Drawer bottom',
    plinth: 'Plinth',
    panel: 'Panel',
    filler: 'Filler',
  },
  es: {
    side: 'Lateral',
    bottom: 'Base',
    top: 'Techo',
    stretcher: 'Travesaño',
    back: 'Trasera',
    shelf_fixed: 'Estante fijo',
    shelf_adj: 'Estante regulable',
    door: 'Puerta',
    drawer_front: 'Frente de cajón',
    drawer_side: 'Lateral de cajón',
    drawer_box_front: 'Frente interior de cajón',
    drawer_back: 'Trasera de cajón',
    drawer_bottom: 'Fondo de cajón',
    plinth: 'Zócalo',
    panel: 'Panel',
    filler: 'Relleno',
  },
};

/**
 * The Spanish of the qualifiers the explosion puts in brackets after a role's name
 * ("Stretcher (front)", "Door (lift-up)", "Back (applied)").
 */
const SPANISH_QUALIFIERS: Readonly<Record<string, string>> = {
  front: 'delantero',
  rear: 'trasero',
  'lift-up': 'abatible',
  blind: 'ciego',
  main: 'principal',
  return: 'retorno',
  diagonal: 'diagonal',
  upper: 'superior',
  lower: 'inferior',
  applied: 'aplicada',
};

/** A plinth run's qualifier, "run 2" or "run 2, return" (docs/production/parts.md, "Plinths"). */
const RUN = /^run (\d+)(, return)?$/;

function spanishQualifier(english: string): string | undefined {
  const run = RUN.exec(english);
  if (run !== null) return `tramo ${run[1]}${run[2] === undefined ? '' : ', retorno'}`;
  return SPANISH_QUALIFIERS[english];
}

/** The label of a part role: English unless Spanish is asked for. */
export function roleLabel(role: PartRole, language: PartWordsLanguage = 'en'): string {
  return PART_ROLE_WORDS[language][role];
}

const QUALIFIED = /^(.*?) \(([^()]+)\)$/;

/**
 * A part's name in `language`: the explosion's English name ("Stretcher (front)") in Spanish
 * ("Travesaño (delantero)") when it is its role's name with or without a known qualifier; any
 * other name (the catalogue's own) as it is.
 */
export function partNameIn(name: string, role: PartRole, language: PartWordsLanguage): string {
  if (language === 'en') return name;
  const english = PART_ROLE_WORDS.en[role];
  const spanish = PART_ROLE_WORDS.es[role];
  if (name === english) return spanish;
  const match = QUALIFIED.exec(name);
  const qualifier = match?.[2] === undefined ? undefined : spanishQualifier(match[2]);
  if (match?.[1] === english && qualifier !== undefined) return `${spanish} (${qualifier})`;
  return name;
}
