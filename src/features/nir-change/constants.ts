/**
 * The NIR search lists options from the first character typed (spec 5: the typeahead has a
 * minimum term length). Before it the list says "Por favor ingresa 1 o más caracteres".
 */
export const NIR_SEARCH_MIN_LENGTH = 1;
