/** Loads an external script once; a failed load is forgotten so that a later try loads it again. */
export type ScriptLoader = (src: string) => Promise<void>;

const loading = new Map<string, Promise<void>>();

export const loadScript: ScriptLoader = (src) => {
  const known = loading.get(src);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      script.remove();
      loading.delete(src);
      reject(new Error(`Failed to load ${src}`));
    };
    document.head.appendChild(script);
  });
  loading.set(src, promise);
  return promise;
};
