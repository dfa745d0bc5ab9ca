/** English texts of the first page and what every page shows (header, language choice). */
export const enShell = {
  app: {
    name: 'Cutshop',
    documentTitle: '{{page}} · Cutshop',
  },
  common: {
    yes: 'Yes',
    no: 'No',
    close: 'Close',
    loading: 'Loading…',
  },
  language: {
    label: 'Language',
  },
  header: {
    home: 'Cutshop home',
    steps: 'Order steps',
    skipToContent: 'Skip to content',
  },
  home: {
    title: 'Welcome',
    welcome:
      'Make the order of cabinets, pieces and parts for your project easily and quickly with our new online system',
    start: 'Start',
  },
};
