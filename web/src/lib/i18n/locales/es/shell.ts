import type { Translation } from '../types';
import type { enShell } from '../en/shell';

/** Textos en español de la primera página y de lo que muestran todas (cabecera, idioma). */
export const esShell: Translation<typeof enShell> = {
  app: {
    name: 'Cutshop',
    documentTitle: '{{page}} · Cutshop',
  },
  common: {
    yes: 'Sí',
    no: 'No',
    close: 'Cerrar',
    loading: 'Cargando…',
  },
  language: {
    label: 'Idioma',
  },
  header: {
    home: 'Inicio de Cutshop',
    steps: 'Pasos del pedido',
    skipToContent: 'Ir al contenido',
  },
  home: {
    title: 'Bienvenido',
    welcome:
      'Haga el pedido de muebles, piezas y partes para su proyecto de forma fácil y rápida con nuestro nuevo sistema en línea',
    start: 'Comenzar',
  },
};
