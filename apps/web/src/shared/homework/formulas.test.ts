import { describe, expect, it } from 'vitest';
import { plainText, renderFormulas } from './formulas';

describe('statements with formulas (issue 10: the server sends $…$)', () => {
  it('typesets each $…$ with KaTeX, entities decoded, and leaves the text around it', () => {
    const html = renderFormulas('<p>Если $a &lt; b$, то $x^2$ больше</p>');
    expect(html).toContain('class="katex"');
    expect(html).toContain('<annotation encoding="application/x-tex">a &lt; b</annotation>');
    expect(html).toContain('<annotation encoding="application/x-tex">x^2</annotation>');
    expect(html.startsWith('<p>Если ')).toBe(true);
  });

  it('leaves a formula KaTeX cannot read as written rather than breaking the statement', () => {
    expect(renderFormulas('<p>$\\frac{1$</p>')).toBe('<p>$\\frac{1$</p>');
  });

  it('gives the text of an option with its formulas as TeX, to name inputs and fill native selects', () => {
    expect(plainText('<p>Функция  $f(x) = x^2$ &amp; её график</p>')).toBe('Функция f(x) = x^2 & её график');
  });
});
