/** The header button's name: apart from the overlay's texts, which load with the overlay. */
export const WIDGET_TRIGGER_LABEL = 'Beneficios y tiendas';
