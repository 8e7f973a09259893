/** Spec 1 §9: the resend countdown reads mm:ss. */
export function formatCountdown(seconds: number): string {
  const safe = Math.max(0, Math.ceil(seconds));
  const mm = String(Math.floor(safe / 60)).padStart(2, '0');
  const ss = String(safe % 60).padStart(2, '0');
  return `${mm}:${ss}`;
}

/** Spec 1 §9: a code may be sent again after 60 seconds. */
export const RESEND_AFTER_SECONDS = 60;
