import type { Translation } from '../../../../lib/i18n/locales/types';
import type { enOffcuts } from '../en/offcuts';

/** Textos en español de los retales en stock (`offcuts.*`). */
export const esOffcuts: Translation<typeof enOffcuts> = {
  nav: 'Retales',
  title: 'Retales en stock',
  intro:
    'Los retales aprovechables que dejaron los planes de corte fijados, por material, de mayor a menor. Un plan nuevo los usa antes que tableros nuevos siempre que así se ahorre tablero. Corrija un retal que se recortó, quite uno que ya no está e imprima etiquetas para pegarlas en ellos.',
  loading: 'Cargando el stock…',
  empty: 'No hay retales en stock.',
  showSizesIn: 'Mostrar medidas en',
  unitNames: { mm: 'milímetros', in: 'pulgadas' },
  printAll: 'Imprimir todas las etiquetas',
  material: '{{name}} · {{thickness}} mm',
  materialFacts_one: '{{code}} · {{count}} retal',
  materialFacts_other: '{{code}} · {{count}} retales',
  tableLabel: 'Retales de {{name}} en stock',
  columns: {
    id: 'Retal',
    size: 'Medida (largo × ancho)',
    source: 'Del pedido',
    date: 'Entrada',
    actions: 'Acciones',
  },
  sourceLink: 'Pedido {{shortId}}',
  correct: 'Corregir',
  correctLabel: 'Corregir la medida de {{id}}',
  remove: 'Quitar',
  removeLabel: 'Quitar {{id}} del stock',
  printLabel: 'Etiqueta',
  printLabelLabel: 'Imprimir la etiqueta de {{id}}',
  opening: 'Abriendo…',
  blocked:
    'No se pudo abrir la página de etiquetas: permita las ventanas emergentes de este sitio e inténtelo de nuevo.',
  failed: 'No se pudo abrir la página de etiquetas. Inténtelo de nuevo.',
  correction: {
    title: 'Corregir {{id}}',
    intro:
      'Escriba los lados tal como se miden ahora ({{size}} en stock). Un retal solo puede quedar más pequeño: la madera no crece.',
    length: 'Largo',
    width: 'Ancho',
    invalid: 'Escriba una medida mayor que 0.',
    refused:
      'Escriba una medida mayor que 0 y no mayor que la actual ({{max}}): un retal no puede crecer.',
    save: 'Guardar la medida',
    saving: 'Guardando…',
    cancel: 'Cancelar',
    saved: '{{id}} mide ahora {{size}}.',
    failed: 'No se pudo guardar la medida. Inténtelo de nuevo.',
  },
  removal: {
    title: '¿Quitar {{id}} del stock?',
    body: '{{id}} ({{size}}, del pedido {{shortId}}) sale del stock: ningún plan lo usará. Hágalo cuando la pieza se haya gastado o tirado.',
    confirm: 'Quitar',
    cancel: 'Cancelar',
    done: '{{id}} se quitó del stock.',
    failed: 'No se pudo quitar {{id}}. Inténtelo de nuevo.',
  },
  conflict:
    'Otra persona cambió {{id}} o un plan lo tomó desde que leyó el stock. La lista muestra ahora el stock tal como está.',
  gone: '{{id}} ya no está en stock. La lista muestra ahora el stock tal como está.',
};
