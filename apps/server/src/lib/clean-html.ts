import sanitizeHtml from 'sanitize-html';

/** What the rich-text editor may produce (Tiptap starter kit, links, images); scripts and styles go. */
const RICH_HTML: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 's', 'u'],
  allowedAttributes: { a: ['href', 'target', 'rel'], img: ['src', 'alt', 'title'] },
  allowedSchemes: ['http', 'https'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
};

/** Rich HTML as stored: an extended answer, a tutor's own task (its statement is shown to students). */
export const cleanHtml = (html: string) => sanitizeHtml(html, RICH_HTML);

/** The text a piece of HTML shows, for "is it empty" checks. */
export const visibleText = (html: string) => sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).trim();
