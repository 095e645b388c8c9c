// Spanish answers of the menu endpoints.
export const MENU_MSG = {
  categoryNotFound: 'No se encontró la categoría',
  productNotFound: 'No se encontró el producto',
  extraNotFound: 'No se encontró el grupo de extras',
  extraOptionNotFound: 'No se encontró la opción del extra',
  sectionNotFound: 'No se encontró la sección',
  categoryHasProducts: 'No se puede eliminar una categoría con productos. Mueve o elimina sus productos primero.',
  unknownCategory: 'La categoría no existe',
  unknownExtras: 'Uno o más grupos de extras no existen',
  unknownProducts: 'Uno o más productos no existen',
  orderMustListAll: 'La lista debe contener exactamente todos los elementos a ordenar, sin repetir',
  commerceNotFound: 'No se encontró el comercio',
  tableNotFound: 'No se encontró la mesa',
  pricesChanged: 'Los precios cambiaron desde la vista previa. Genera una nueva vista previa e inténtalo de nuevo.',
  previewMismatch: 'Los cambios enviados no coinciden con la vista previa. Genera una nueva vista previa e inténtalo de nuevo.',
  noPricesToUpdate: 'No hay precios que actualizar con esos filtros',
  pricesUpdated: (count: number) => `Se actualizaron ${count} precios`,
} as const;
