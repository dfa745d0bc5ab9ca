import type { Translation } from '../../../../lib/i18n/locales/types';
import type { enSettings } from '../en/settings';

/** Textos en español de los ajustes de producción (`settings.*`). */
export const esSettings: Translation<typeof enSettings> = {
  nav: 'Ajustes',
  title: 'Ajustes de producción',
  intro:
    'Los datos de su sierra con los que se hace el plan de corte de cada pedido nuevo, y los de sus piezas: holguras entre frentes, cantos, prefresado, estantes, patas, zócalos y cajones. Los pedidos ya hechos conservan los ajustes con los que se hicieron.',
  loading: 'Cargando los ajustes…',
  version: 'Versión {{version}}',
  defaults: 'Versión 0: la tienda no ha cambiado los valores por defecto.',
  groups: {
    saw: 'Sierra',
    offcuts: 'Retales',
    stages: 'Etapas de corte',
    fronts: 'Frentes',
    edgeBands: 'Cantos',
    preMilling: 'Prefresado',
    shelves: 'Estantes',
    legs: 'Patas',
    plinths: 'Zócalos',
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
      label: 'Retal aprovechable más pequeño',
      help: 'Un retal con sus dos lados al menos así de largos se guarda en stock para reutilizarlo.',
    },
    maxCutStages: {
      label: 'Etapas de corte como máximo',
      help: 'Cuántas veces gira su sierra un panel: cada giro corta a través de los cortes anteriores.',
    },
    firstStage: {
      label: 'Primera etapa',
      help: 'La dirección de los primeros cortes a través de todo el tablero.',
    },
    frontGapMm: {
      label: 'Holgura entre frentes',
      help: 'Entre las dos puertas de un par, entre frentes uno sobre otro y entre los frentes de muebles vecinos (cada mueble deja la mitad en sus costados).',
    },
    frontRevealMm: {
      label: 'Holgura arriba y abajo',
      help: 'Lo que los frentes quedan separados de los cantos superior e inferior del mueble.',
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
    shelfSafeSpanMm: {
      label: 'Luz de estante sin apoyo',
      help: 'Un estante más largo se anota y se apoya en su centro (dos soportes más en una trasera interior, una escuadra en una trasera superpuesta).',
    },
    legHeightMm: {
      label: 'Altura de las patas',
      help: 'Las patas de los bajos y de los muebles de suelo.',
    },
    heightIncludesLegs: {
      label: 'La altura pedida',
      help: 'Si la altura que pide el cliente para un mueble con patas incluye las patas. El formulario del mueble se lo dice al cliente.',
    },
    plinthSource: {
      label: 'Cómo se hace el zócalo',
      help: 'Cortado de tablero: el despiece lleva el zócalo de cada tramo en piezas y sus retornos. Perfil comprado: el resumen de herrajes indica su longitud.',
    },
    plinthHeightMm: {
      label: 'Altura del zócalo',
      help: 'El zócalo tapa las patas: como mucho la altura de las patas.',
    },
    longestPlinthMm: {
      label: 'Pieza de zócalo más larga',
      help: 'Un tramo más largo se corta en piezas iguales no más largas que esto (ni que el tablero menos sus saneados).',
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
    plinthSource: {
      board: 'Cortado de tablero, por tramo',
      profile: 'Un perfil comprado, por metro',
    },
  },
  plinthAboveLegs: 'El zócalo no puede ser más alto que las patas ({{legs}} {{unit}}).',
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
