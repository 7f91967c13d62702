import { OPERATOR_HTML_ATTRIBUTES, OPERATOR_HTML_TAGS } from '@lobby/shared';
import sanitize from 'sanitize-html';

/** An image of the merchant's own media (`/media/...`), no `..` segment and no backslash. */
const MEDIA_PATH = /^\/media\/(?!(?:.*\/)?\.\.?(?:\/|$))(?!.*%2e)[^\\\s?#]+$/i;
/** An in-app link (spec 4 routes it inside the app): one leading slash, not `//` or `/\`. */
const APP_PATH = /^\/(?![/\\])[^\\\s]*$/;
const WEB = /^https?:\/\/[^\s/\\]+/i;

/** spec 4 and issue 10: images from the web (http/https) or the merchant's media only. */
const imageSource = (src: string) => WEB.test(src) || MEDIA_PATH.test(src);
/** Links to the web, mail, or a path of the app. */
const linkTarget = (href: string) => WEB.test(href) || /^mailto:/i.test(href) || APP_PATH.test(href);

/**
 * Announcement HTML (spec 3) is written by the operator and shown inside the app, so it is
 * cleaned on the way in: text formatting, lists, links and images only; no scripts, styles,
 * frames or event handlers. Links keep http(s), mailto and in-app paths (spec 4 routes them);
 * images keep http(s) and /media/ sources (no data:, protocol-relative or other paths), and an
 * image left without a source is dropped.
 */
export function sanitizeAnnouncementHtml(html: string): string {
  return sanitize(html, {
    allowedTags: [...OPERATOR_HTML_TAGS],
    allowedAttributes: Object.fromEntries(
      Object.entries(OPERATOR_HTML_ATTRIBUTES).map(([tag, names]) => [tag, [...names]]),
    ),
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['http', 'https'] },
    allowedSchemesAppliedToAttributes: ['href', 'src'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: {
      a: (tagName, attribs) => ({ tagName, attribs: keepIf(attribs, 'href', linkTarget) }),
      img: (tagName, attribs) => ({ tagName, attribs: keepIf(attribs, 'src', imageSource) }),
    },
    exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  });
}

/** `attribs` without `name` unless its value (trimmed) passes `allowed`. */
function keepIf(attribs: sanitize.Attributes, name: string, allowed: (value: string) => boolean) {
  const { [name]: value, ...rest } = attribs;
  return value !== undefined && allowed(value.trim()) ? { ...rest, [name]: value.trim() } : rest;
}
