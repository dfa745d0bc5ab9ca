import { describe, expect, it } from 'vitest';
import { PART_ROLES } from '../types';
import { PART_ROLE_WORDS, partNameIn, roleLabel } from './labels';

describe('part names in the reader language', () => {
  it('names every role in English and Spanish', () => {
    for (const role of PART_ROLES) {
      expect(PART_ROLE_WORDS.en[role]).not.toBe('');
      expect(PART_ROLE_WORDS.es[role]).not.toBe('');
      expect(roleLabel(role)).toBe(PART_ROLE_WORDS.en[role]);
      expect(roleLabel(role, 'es')).toBe(PART_ROLE_WORDS.es[role]);
    }
  });

  it.each([
    ['Bottom', 'bottom', 'Base'],
    ['Stretcher (front)', 'stretcher', 'Travesaño (delantero)'],
    ['Stretcher (rear)', 'stretcher', 'Travesaño (trasero)'],
    ['Door (lift-up)', 'door', 'Puerta (abatible)'],
    ['Door (upper)', 'door', 'Puerta (superior)'],
    ['Back (applied)', 'back', 'Trasera (aplicada)'],
    // A name that is not its role's: left as the catalogue gives it.
    ['Door, "left"', 'door', 'Door, "left"'],
    ['Stretcher (middle)', 'stretcher', 'Stretcher (middle)'],
  ] as const)('%j -> %j in Spanish', (name, role, spanish) => {
    expect(partNameIn(name, role, 'es')).toBe(spanish);
    expect(partNameIn(name, role, 'en')).toBe(name);
  });
});
