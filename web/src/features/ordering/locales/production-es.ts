import { HARDWARE_WORDS } from '@cutshop/domain';
import type { Translation } from '../../../lib/i18n/locales/types';
import type { enWizardProduction } from './production-en';

/** Textos en español de los dibujos y de la lista de herrajes, cargados con sus pantallas. */
export const esWizardProduction: Translation<typeof enWizardProduction> = {
  drawing: {
    depthShort: 'P',
    kinds: {
      base: 'Mueble bajo',
      wall: 'Mueble alto',
      tall: 'Columna',
      drawerBase: 'Cajonera',
      cornerBlind: 'Mueble de esquina ciego',
      cornerLazySusan: 'Mueble de esquina con carrusel',
      liftUpWall: 'Mueble alto abatible',
      doorOnly: 'Puerta',
      drawerFrontOnly: 'Frente de cajón',
      panel: 'Panel',
      filler: 'Relleno',
    },
    size: '{{width}} x {{height}} {{unit}}',
    doors_one: '{{count}} puerta',
    doors_other: '{{count}} puertas',
    liftUpDoors_one: '{{count}} puerta abatible',
    liftUpDoors_other: '{{count}} puertas abatibles',
    hinged: 'con bisagras {{sides}}',
    sides: { left: 'a la izquierda', right: 'a la derecha', top: 'arriba' },
    and: '{{first}} y {{last}}',
    notIncluded: '{{count}} sin incluir',
    drawers_one: '{{count}} cajón',
    drawers_other: '{{count}} cajones',
    internalDrawers_one: '{{count}} cajón interior',
    internalDrawers_other: '{{count}} cajones interiores',
    adjustableShelves_one: '{{count}} estante regulable',
    adjustableShelves_other: '{{count}} estantes regulables',
    fixedShelves_one: '{{count}} estante fijo',
    fixedShelves_other: '{{count}} estantes fijos',
    niche: 'un hueco abierto',
    railTop: 'un perfil gola J arriba',
    railsMid_one: '{{count}} perfil gola C',
    railsMid_other: '{{count}} perfiles gola C',
    onLegs: 'sobre patas',
    grain: { vertical: 'veta vertical', horizontal: 'veta horizontal' },
    previewHeading: 'Vista previa',
    previewHint:
      'Dibujado con las medidas introducidas; una medida aún no válida se muestra con la medida media del modelo.',
  },
  hardware: {
    title: 'Herrajes que necesitará su pedido',
    note: 'No se incluyen en su pedido: tornillos, clips y perfiles no forman parte de él (los totales son para que usted los compre).',
    empty: 'Sus piezas no necesitan herrajes.',
    loading: 'Contando los herrajes…',
    units: HARDWARE_WORDS.es.units,
    quantity: '{{value}} {{unit}}',
    liftUpOutOfRange:
      'Pieza {{index}}: la puerta abatible queda fuera del rango de su mecanismo; el taller le aconsejará.',
    accessories: HARDWARE_WORDS.es.accessories,
  },
};
