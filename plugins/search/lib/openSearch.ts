/**
 * The search palette is opened from several places (navbar, landing hero,
 * not-found page, keyboard). They talk through one window event so none of
 * them has to import the palette's code, which loads only when first used.
 */
export const OPEN_SEARCH_EVENT = 'larkspur:open-search';

export function openSearchPalette(): void {
  window.dispatchEvent(new CustomEvent(OPEN_SEARCH_EVENT));
}
