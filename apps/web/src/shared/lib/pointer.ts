/** A touch-first device (phone, tablet): its primary pointer is coarse. */
export function isCoarsePointer(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;
}
