import sanitize from 'sanitize-html';

/**
 * Announcement HTML (spec 3) is written by the operator and shown inside the app, so it is
 * cleaned on the way in: text formatting, lists, links and images only; no scripts, styles,
 * frames or event handlers. Links keep http(s), mailto and in-app paths (spec 4 routes them).
 */
export function sanitizeAnnouncementHtml(html: string): string {
  return sanitize(html, {
    allowedTags: [
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
    ],
    allowedAttributes: { a: ['href'], img: ['src', 'alt', 'width', 'height'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
  });
}
