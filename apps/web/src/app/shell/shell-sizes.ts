/** Spec 3 §9: popover width 304 px. */
export const POPOVER_WIDTH = 304;
export const HEADER_HEIGHT = 64;
export const SIDEBAR_WIDTH = 264;
export const SIDEBAR_MINI_WIDTH = 80;
