import type { PartRole } from '../types';

/**
 * The name of each part role, in English (what Part.name and the files use) and Spanish (for
 * screens that show roles in the customer's language).
 */
const ROLE_LABELS: Record<PartRole, { en: string; es: string }> = {
  side: { en: 'Side', es: 'Lateral' },
  bottom: { en: 'Bottom', es: 'Base' },
  top: { en: 'Top', es: 'Techo' },
  stretcher: { en: 'Stretcher', es: 'Travesaño' },
  back: { en: 'Back', es: 'Trasera' },
  shelf_fixed: { en: 'Fixed shelf', es: 'Estante fijo' },
  shelf_adj: { en: 'Adjustable shelf', es: 'Estante regulable' },
  door: { en: 'Door', es: 'Puerta' },
  drawer_front: { en: 'Drawer front', es: 'Frente de cajón' },
  toe_kick: { en: 'Toe kick', es: 'Zócalo' },
  panel: { en: 'Panel', es: 'Panel' },
  filler: { en: 'Filler', es: 'Relleno' },
};

/** The label of a part role: English unless Spanish is asked for. */
export function roleLabel(role: PartRole, language: 'en' | 'es' = 'en'): string {
  return ROLE_LABELS[role][language];
}
