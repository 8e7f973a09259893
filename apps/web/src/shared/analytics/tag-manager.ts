import { isTagManagerId } from '@school/contract';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * Loads Google Tag Manager for the configured container (settings' tagManagerId, from GTM_ID) when
 * the id passes the check of spec 2 §5; anything else is refused with a warning. Returns whether it
 * loads.
 */
export function loadTagManager(id: string | null | undefined, doc: Document = document): boolean {
  if (!id) return false;
  if (!isTagManagerId(id)) {
    console.warn(`[analytics] '${id}' is not a tag-manager id (GTM- followed by digits or capitals)`);
    return false;
  }
  window.dataLayer ??= [];
  window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = doc.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${id}`;
  doc.head.appendChild(script);
  return true;
}
