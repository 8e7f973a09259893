/**
 * The tags a statement or an answer may show (Tiptap's output and the task bank's markup). The server
 * sanitises what it stores; this is the second lock, so a stored script can never run in a checker's
 * session, which holds the rights over many students' work.
 */
const ALLOWED_TAGS = new Set([
  'P',
  'BR',
  'STRONG',
  'B',
  'EM',
  'I',
  'U',
  'S',
  'SUB',
  'SUP',
  'SPAN',
  'CODE',
  'PRE',
  'BLOCKQUOTE',
  'UL',
  'OL',
  'LI',
  'H2',
  'H3',
  'H4',
  'HR',
  'A',
  'IMG',
  'TABLE',
  'THEAD',
  'TBODY',
  'TR',
  'TH',
  'TD',
]);
const ALLOWED_ATTRIBUTES: Record<string, readonly string[]> = {
  A: ['href'],
  IMG: ['src', 'alt'],
  TD: ['colspan', 'rowspan'],
  TH: ['colspan', 'rowspan'],
};
/** Links and images only to web addresses or this site: no `javascript:` or `data:` URLs. */
const SAFE_URL = /^(https?:\/\/|\/(?!\/))/i;

function clean(node: ParentNode): void {
  for (const child of [...node.children]) {
    if (!ALLOWED_TAGS.has(child.tagName)) {
      // A disallowed wrapper keeps its text; a script or style goes with its content.
      if (['SCRIPT', 'STYLE', 'IFRAME', 'OBJECT', 'EMBED', 'TEMPLATE'].includes(child.tagName)) child.remove();
      else {
        clean(child);
        child.replaceWith(...child.childNodes);
      }
      continue;
    }
    const allowed = ALLOWED_ATTRIBUTES[child.tagName] ?? [];
    for (const { name, value } of [...child.attributes]) {
      const isUrl = name === 'href' || name === 'src';
      if (!allowed.includes(name) || (isUrl && !SAFE_URL.test(value.trim()))) child.removeAttribute(name);
    }
    if (child.tagName === 'A') {
      child.setAttribute('target', '_blank');
      child.setAttribute('rel', 'noopener noreferrer nofollow');
    }
    clean(child);
  }
}

/** HTML reduced to the allowed tags and attributes. */
export function safeHtml(html: string): string {
  // A template's content is inert: nothing in it loads or runs while it is cleaned.
  const template = document.createElement('template');
  template.innerHTML = html;
  clean(template.content);
  return template.innerHTML;
}
