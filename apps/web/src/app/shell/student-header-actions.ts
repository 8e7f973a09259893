import type { ComponentType } from 'react';

/**
 * The student header's buttons before the stats, in display order (spec 3 §2): the results
 * button (wide screens, flag collecting-points), the promo-code button and the cart button
 * belong here. Their screens do not exist yet, so the list is empty; the issue that builds
 * one adds its component to this list and nothing else changes.
 */
export const STUDENT_HEADER_ACTIONS: readonly ComponentType[] = [];
