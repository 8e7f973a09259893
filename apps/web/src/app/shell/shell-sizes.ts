/** Spec 3 §9: popover width 304 px. */
export const POPOVER_WIDTH = 304;
export const HEADER_HEIGHT = 64;
export const SIDEBAR_WIDTH = 264;
export const SIDEBAR_MINI_WIDTH = 80;
/**
 * The profile menus open under the header and scroll inside when taller than what is left of the
 * screen (a 720 px laptop): their last item, «Выйти», is never below the window.
 */
export const MENU_DROPDOWN_MAX_HEIGHT = `calc(100dvh - ${HEADER_HEIGHT + 16}px)`;
