import { defineLayerStyles } from '@chakra-ui/react';

/** The shop's layer styles, used by the components' recipes as `layerStyle: 'panel'`. */
export const shopLayerStyles = defineLayerStyles({
  panel: {
    description: "A framed card on the page: the admin's blocks, production sections and filters",
    value: {
      padding: '4',
      bg: 'surface.card',
      borderWidth: '1px',
      borderColor: 'border',
      borderRadius: 'l3',
    },
  },
});
