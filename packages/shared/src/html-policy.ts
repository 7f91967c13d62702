// The allow-list of operator HTML (spec 3, 4; issue 10), written once: the server cleans with it
// when the operator writes (sanitize-html), the browser again before it renders (DOMPurify).
// Plain data, no zod: the web's lazily loaded SafeHtml imports it.

/** Text formatting, lists, links and images; no scripts, styles, frames or forms. */
export const OPERATOR_HTML_TAGS: readonly string[] = [
  'p',
  'br',
  'b',
  'strong',
  'i',
  'em',
  'u',
  's',
  'span',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'h3',
  'h4',
];

/** The attributes each tag keeps (every other attribute, event handlers included, is dropped). */
export const OPERATOR_HTML_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href'],
  img: ['src', 'alt', 'width', 'height'],
};
