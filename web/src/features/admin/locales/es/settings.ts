import type { Translation } from '../../../../lib/i18n/locales/types';
import type { enSettings } from '../en/settings';

/** Textos en español de los ajustes de producción (`settings.*`). */
export const esSettings: Translation<typeof enSettings> = {
  nav: 'Ajustes',
  title: 'Ajustes de producción',
  intro:
    'Los datos de su sierra con los que se hace el plan de corte de cada pedido nuevo, y los de sus piezas: cantos, prefresado, patas y cajones. Los pedidos ya hechos conservan los ajustes con los que se hicieron.',
  loading: 'Cargando los ajustes…',
  version: 'Versión {{version}}',
  defaults: 'Versión 0: la tienda no ha cambiado los valores por defecto.',
  groups: {
    saw: 'Sierra',
    offcuts: 'Recortes',
    stages: 'Etapas de corte',
    edgeBands: 'Cantos',
    preMilling: 'Prefresado',
    legs: 'Patas',
    drawerBoxes: 'Cajones',
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
    edgeBandFrontsMm: {
      label: 'Canto de los frentes',
      help: 'El canto de puertas, frentes de cajón y paneles: se resta de la medida de corte en cada canto chapado.',
    },
    edgeBandCarcassMm: {
      label: 'Canto del casco',
      help: 'El canto de costados, techos, suelos, travesaños, zócalos y cajones.',
    },
    edgeBandShelvesMm: {
      label: 'Canto de los estantes',
      help: 'El canto de los estantes fijos y regulables.',
    },
    preMillFrontsMm: {
      label: 'Prefresado de los frentes',
      help: 'Lo que la chapeadora fresa de cada canto de frente antes de chaparlo: se suma a la medida de corte en cada canto chapado.',
    },
    preMillCarcassMm: {
      label: 'Prefresado del casco',
      help: 'Lo que se fresa de cada canto chapado del casco antes de chaparlo.',
    },
    preMillShelvesMm: {
      label: 'Prefresado de los estantes',
      help: 'Lo que se fresa de cada canto chapado de estante antes de chaparlo.',
    },
    legHeightMm: {
      label: 'Altura de las patas',
      help: 'Las patas de los bajos y de los muebles de suelo; también el ancho del zócalo.',
    },
    heightIncludesLegs: {
      label: 'La altura pedida',
      help: 'Si la altura que pide el cliente para un mueble con patas incluye las patas. El formulario del mueble se lo dice al cliente.',
    },
    drawerBoardMm: {
      label: 'Tablero de los cajones',
      help: 'El grosor del tablero del que se cortan los cajones.',
    },
    tandemBottomWidthDeductionMm: {
      label: 'Fondo TANDEMBOX: descuento de ancho',
      help: 'El fondo de un cajón de laterales metálicos es el ancho interior menos esto.',
    },
    tandemBottomDepthDeductionMm: {
      label: 'Fondo TANDEMBOX: descuento de profundidad',
      help: 'El fondo es el largo de la guía menos esto.',
    },
    tandemBackWidthDeductionMm: {
      label: 'Trasera TANDEMBOX: descuento de ancho',
      help: 'La trasera de un cajón de laterales metálicos es el ancho interior menos esto.',
    },
    galleryRunnerClearanceMm: {
      label: 'Cajón de madera: holgura de la guía',
      help: 'El espacio para una guía lateral entre el cajón y cada costado del mueble.',
    },
    galleryFrontOverBoxMm: {
      label: 'Cajón de madera: bajo el frente',
      help: 'Un cajón de madera es la altura de su frente menos esto.',
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
    heightIncludesLegs: {
      true: 'Incluye las patas',
      false: 'Es la del mueble: las patas se añaden debajo',
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
