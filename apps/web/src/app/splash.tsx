/**
 * The product's splash, written once in index.html (inline, so it paints before any script runs)
 * and taken from there before React replaces it, for the moments a layout is still on its way.
 */
const markup = document.getElementById('root')?.innerHTML ?? '';

export function Splash() {
  return <div dangerouslySetInnerHTML={{ __html: markup }} />;
}
