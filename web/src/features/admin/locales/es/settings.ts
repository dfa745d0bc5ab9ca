import type { Translation } from '../../../../lib/i18n/locales/types';
import type { enSettings } from '../en/settings';

/** Textos en español de los ajustes de producción (`settings.*`). */
export const esSettings: Translation<typeof enSettings> = {
  nav: 'Ajustes',
  title: 'Ajustes de producción',
  intro:
    'Los datos de su sierra con los que se hace el plan de corte de cada pedido nuevo. Los pedidos ya hechos conservan los ajustes con los que se hicieron.',
  loading: 'Cargando los ajustes…',
  version: 'Versión {{version}}',
  defaults: 'Versión 0: la tienda no ha cambiado los valores por defecto.',
  groups: {
    saw: 'Sierra',
    offcuts: 'Recortes',
    stages: 'Etapas de corte',
  },
  fields: {
    kerfMm: {
      label: 'Grosor del corte de la sierra',
      help: 'El ancho que se lleva la hoja en cada corte entre dos piezas.',
    },
    trimMm: {
      label: 'Saneado por canto del tablero',
      help: 'Lo que se corta de cada uno de los cuatro cantos del tablero antes de colocar piezas.',
    },
    minOffcutSideMm: {
      label: 'Recorte aprovechable más pequeño',
      help: 'Un recorte con sus dos lados al menos así de largos se guarda para reutilizarlo.',
    },
    maxCutStages: {
      label: 'Etapas de corte como máximo',
      help: 'Cuántas veces gira su sierra un panel: cada giro corta a través de los cortes anteriores.',
    },
    firstStage: {
      label: 'Primera etapa',
      help: 'La dirección de los primeros cortes a través de todo el tablero.',
    },
  },
  range: 'De {{min}} a {{max}} {{unit}}; por defecto {{default}} {{unit}}.',
  defaultChoice: 'Por defecto: {{choice}}.',
  outOfRange: 'Escriba un número de {{min}} a {{max}}.',
  choices: {
    maxCutStages: {
      none: 'Sin límite',
      '2': '2 etapas',
      '3': '3 etapas',
      '4': '4 etapas',
    },
    firstStage: {
      any: 'Cualquier dirección',
      rip: 'Longitudinal (a lo largo del tablero)',
      cross: 'Transversal (a lo ancho del tablero)',
    },
  },
  save: 'Guardar los ajustes',
  saving: 'Guardando…',
  saved: 'Los ajustes están guardados (versión {{version}})',
  unchanged: 'No ha cambiado nada: los ajustes siguen en la versión {{version}}',
  conflict: 'Otra persona guardó los ajustes desde que los abrió. Recargue para ver los suyos.',
  reload: 'Recargar',
  invalid: 'Revise los campos marcados en rojo.',
  saveFailed: 'No se pudieron guardar los ajustes. Inténtelo de nuevo.',
  history: {
    title: 'Historial',
    loading: 'Cargando el historial…',
    loadError: 'No se pudo cargar el historial.',
    retry: 'Reintentar',
    empty: 'Todavía no se ha guardado nada.',
    by: 'Versión {{version}}, guardada por {{by}} el {{at}}',
    caption: 'Lo que cambió la versión {{version}}',
  },
};
