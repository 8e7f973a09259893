import { describe, expect, it } from 'vitest';
import { safeHtml } from './safe-html';

describe('rich text shown to a checker', () => {
  it('keeps the text formatting, images and web links', () => {
    expect(safeHtml('<p>Ответ: <strong>4</strong><sup>2</sup></p><img src="/uploads/a.png" alt="график">')).toBe(
      '<p>Ответ: <strong>4</strong><sup>2</sup></p><img src="/uploads/a.png" alt="график">',
    );
    expect(safeHtml('<a href="https://example.com/theory">теория</a>')).toBe(
      '<a href="https://example.com/theory" target="_blank" rel="noopener noreferrer nofollow">теория</a>',
    );
  });

  it('drops scripts, handlers, styles and script URLs', () => {
    expect(safeHtml('<p onclick="steal()">a</p><script>steal()</script>')).toBe('<p>a</p>');
    expect(safeHtml('<img src="x" onerror="steal()">')).toBe('<img>');
    expect(safeHtml('<a href="javascript:steal()">b</a>')).toBe(
      '<a target="_blank" rel="noopener noreferrer nofollow">b</a>',
    );
    expect(safeHtml('<img src="data:image/svg+xml,<svg onload=steal()>">')).toBe('<img>');
    expect(safeHtml('<p style="position:fixed">c</p><iframe src="https://evil"></iframe>')).toBe('<p>c</p>');
  });

  it('keeps the text of tags it does not allow', () => {
    expect(safeHtml('<div><font color="red">текст <em>важный</em></font></div>')).toBe('текст <em>важный</em>');
  });
});
