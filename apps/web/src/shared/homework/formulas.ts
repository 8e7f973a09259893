import katex from 'katex';

const ENTITIES: Record<string, string> = {
  '&lt;': '<',
  '&gt;': '>',
  '&amp;': '&',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
};
const decode = (tex: string) => tex.replace(/&(?:lt|gt|amp|quot|#39|nbsp);/g, (entity) => ENTITIES[entity] ?? entity);

/**
 * The server's sanitised HTML with its `$…$` formulas typeset by KaTeX (issue 10). A formula never
 * spans a tag; one KaTeX cannot read stays as written rather than breaking the statement.
 */
export function renderFormulas(html: string): string {
  return html.replace(/\$([^$<]+)\$/g, (source, tex: string) => {
    try {
      return katex.renderToString(decode(tex), { throwOnError: true, output: 'htmlAndMathml' });
    } catch {
      return source;
    }
  });
}

/**
 * The text of an option's HTML with its formulas as TeX ("x^2"), for places that take text only: a
 * native select's options and the names of inputs (axe computes no name from KaTeX's MathML).
 */
export const plainText = (html: string): string =>
  decode(html.replace(/<[^>]*>/g, ''))
    .replace(/\$([^$]+)\$/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
