import {
  alertSlotRecipe,
  badgeRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  dataListSlotRecipe,
  dialogSlotRecipe,
  fieldSlotRecipe,
  inputAddonRecipe,
  inputRecipe,
  listSlotRecipe,
  nativeSelectSlotRecipe,
  radioGroupSlotRecipe,
  tableSlotRecipe,
  textareaRecipe,
} from '@chakra-ui/react/theme';

/*
 * The Chakra recipes only the screens after the first page render (forms, dialogs, tables,
 * alerts): the app adds them to its system when a route's code loads (first-page-system.ts), so
 * /home does not download them.
 */

export const routeRecipes = {
  badge: badgeRecipe,
  input: inputRecipe,
  inputAddon: inputAddonRecipe,
  textarea: textareaRecipe,
};

export const routeSlotRecipes = {
  alert: alertSlotRecipe,
  card: cardSlotRecipe,
  checkbox: checkboxSlotRecipe,
  dataList: dataListSlotRecipe,
  dialog: dialogSlotRecipe,
  field: fieldSlotRecipe,
  list: listSlotRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  radioGroup: radioGroupSlotRecipe,
  table: tableSlotRecipe,
};
