import { OPERATOR_HTML_ATTRIBUTES, OPERATOR_HTML_TAGS, ROUTES } from '@lobby/shared';
import { type MouseEvent, useEffect, useState } from 'react';
import { useNavigate } from '../lib/router.ts';

/**
 * Operator HTML (announcements, popups, help items, messages: issue 10) shown in the app. The
 * server cleaned it with its allow-list when the operator wrote it; the browser cleans it again
 * with DOMPurify before it renders, so a gap in either list is not enough for a script to run.
 * DOMPurify loads with the first screen that shows such HTML, never with Home's first paint.
 *
 * Links (spec 4): http(s) opens outside the app, in a new tab; a path inside the app routes
 * there; anything else is inert.
 */

type Purify = typeof import('dompurify').default;
let purify: Purify | null = null;
let loading: Promise<Purify> | null = null;

/** Loads DOMPurify (once); a screen that must not grow after it shows waits for it first. */
export function loadPurify(): Promise<Purify> {
  loading ??= import('dompurify').then((module) => {
    const instance = module.default;
    purify = instance;
    return instance;
  });
  return loading;
}

/** Cleans `html` for rendering (DOMPurify must have loaded: see useSanitizedHtml). */
export function sanitizeForDisplay(sanitizer: Purify, html: string): string {
  const fragment = sanitizer.sanitize(html, {
    ALLOWED_TAGS: [...OPERATOR_HTML_TAGS],
    // DOMPurify's list is not per tag: the union of the shared one (the server's list is per tag).
    ALLOWED_ATTR: [...new Set(Object.values(OPERATOR_HTML_ATTRIBUTES).flat())],
    // DOMPurify checks every other attribute's value against ALLOWED_URI_REGEXP, which a size
    // ("40") fails: without this an image lost its reserved space and shifted the layout.
    ADD_URI_SAFE_ATTR: ['width', 'height'],
    ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|\/(?!\/))/i,
    // A fragment of DOMPurify's inert document: the rules below run on it before anything loads.
    RETURN_DOM_FRAGMENT: true,
  });
  for (const image of fragment.querySelectorAll('img')) {
    // Images only from http(s) or the app's own /media/ (the server's rule); links keep http(s),
    // mailto and in-app paths.
    if (!/^(https?:\/\/|\/media\/)/i.test(image.getAttribute('src') ?? '')) image.removeAttribute('src');
    // A size is a number of pixels, nothing else.
    for (const size of ['width', 'height']) {
      if (!/^\d{1,4}$/.test(image.getAttribute(size) ?? '')) image.removeAttribute(size);
    }
    // Operator images sit under a title or inside a popup: none may hold up the page's own
    // loading (mobile first: lazy-load every image below the fold).
    image.setAttribute('loading', 'lazy');
    image.setAttribute('decoding', 'async');
  }
  const holder = fragment.ownerDocument.createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
}

/** The cleaned HTML once DOMPurify is here (null before). */
export function useSanitizedHtml(html: string): string | null {
  const [sanitizer, setSanitizer] = useState<Purify | null>(purify);
  useEffect(() => {
    if (sanitizer) return;
    let live = true;
    void loadPurify().then((loaded) => {
      if (live) setSanitizer(() => loaded);
    });
    return () => {
      live = false;
    };
  }, [sanitizer]);
  return sanitizer ? sanitizeForDisplay(sanitizer, html) : null;
}

/** Where a link inside operator HTML leads (spec 4): outside, inside the app, or nowhere. */
export function linkTarget(
  href: string,
): { kind: 'external'; url: string } | { kind: 'route'; path: string } | null {
  if (/^https?:\/\//i.test(href)) return { kind: 'external', url: href };
  if (href.startsWith('/') && !href.startsWith('//')) {
    // A bare app path such as /rewardCenter is read as /m/rewardCenter.
    return { kind: 'route', path: href.startsWith('/m/') || href === '/m' ? href : `/m${href}` };
  }
  return null;
}

export interface SafeHtmlProps {
  html: string;
  className?: string;
  /** Called after an in-app link navigates (a popup closes itself, say). */
  onNavigate?: () => void;
  'data-testid'?: string;
}

export function SafeHtml({ html, className, onNavigate, ...rest }: SafeHtmlProps) {
  const clean = useSanitizedHtml(html);
  const navigate = useNavigate();
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as Element).closest('a');
    if (!anchor) return;
    event.preventDefault();
    const target = linkTarget(anchor.getAttribute('href') ?? '');
    if (!target) return;
    if (target.kind === 'external') {
      window.open(target.url, '_blank', 'noopener,noreferrer');
      return;
    }
    navigate(target.path || ROUTES.home);
    onNavigate?.();
  };
  if (clean === null) return <div className={className} aria-busy="true" data-testid={rest['data-testid']} />;
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: the click only routes the links inside, which keep their own keyboard behaviour.
    <div
      className={className}
      // Content may fall back to another language than the page's (decision 043): Burmese text
      // on an Arabic page reads left to right, from its own first letters.
      dir="auto"
      data-testid={rest['data-testid']}
      onClick={onClick}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: cleaned twice: by the server's allow-list on write and by DOMPurify here.
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
