/** Ids the skip bar jumps to (spec 2.4): the main menu, the page content and the footer. */
export const MAIN_MENU_ID = 'menu-principal';
export const MAIN_CONTENT_ID = 'contenido';
export const FOOTER_ID = 'pie-de-pagina';

/** A desktop dropdown panel grows up to this height and scrolls beyond it (spec 9). */
export const DROPDOWN_MAX_HEIGHT_PX = 250;
