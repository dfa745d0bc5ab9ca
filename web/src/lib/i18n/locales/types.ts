import type { enShell } from './en/shell';
import type { enWizard } from './en/wizard';

/** The shape every other language fills in: the same keys as English, any text. */
type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

export interface Translation {
  shell: Widen<typeof enShell>;
  wizard: Widen<typeof enWizard>;
}

/** Every key of the interface (the shell's and the wizard's), for typed `t()` calls. */
export type AllTexts = typeof enShell & typeof enWizard;
