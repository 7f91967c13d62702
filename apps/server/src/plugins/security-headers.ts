import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { API_PATHS } from '@lobby/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

export interface SecurityHeadersOptions {
  /** config.publicUrl: an https origin turns on HSTS and keeps images to https. */
  publicUrl: string | undefined;
  /** The web build: its index.html's inline <style> (the splash) is allowed by its hash. */
  webDist: string;
}

/** The CSP hash source of each inline <style> element of a page. */
export function inlineStyleHashes(html: string): string[] {
  return Array.from(html.matchAll(/<style(?:\s[^>]*)?>([\s\S]*?)<\/style>/g), (match) => {
    const digest = createHash('sha256')
      .update(match[1] ?? '')
      .digest('base64');
    return `'sha256-${digest}'`;
  });
}

function indexStyleHashes(webDist: string): string[] {
  const index = join(webDist, 'index.html');
  return existsSync(index) ? inlineStyleHashes(readFileSync(index, 'utf8')) : [];
}

/** Every answer that is not a page of the app: nothing may load, run or frame it. */
export const LOCKED_CSP = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/**
 * The app's pages (/m/*, /register.html), decision 036. No inline script: the start-up data is
 * a JSON data block, which CSP does not execute. Images: the merchant's CDNs are any http(s)
 * URL and change while the server runs, so a scheme rather than a computed list; over https
 * the browser upgrades http images anyway. Styles: no 'unsafe-inline'; the splash's inline
 * <style> in index.html is allowed by its hash (`styleHashes`), and React and antd-mobile set
 * styles through the CSSOM, which CSP does not govern (checked in Chromium).
 */
export function appCsp(https: boolean, styleHashes: readonly string[] = []): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "script-src-attr 'none'",
    ["style-src 'self'", ...styleHashes].join(' '),
    `img-src 'self' data: https:${https ? '' : ' http:'}`,
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/** No feature of the app uses these; a page injected into it cannot either. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'bluetooth=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/**
 * The headers helmet sets, computed once at start. helmet's values depend on its options only,
 * and running its twelve middlewares on every request cost a tenth of the CPU of a cached read
 * (`npm run bench`, read path; decision 036), so each answer gets them as one object.
 */
export function helmetHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

/** The built-in vendors' game pages (providers/game-vendors/pages.ts) are pages of the app too. */
const GAME_PAGE_PREFIXES = ['/games/', '/sandbox-aggregator/'];
const isPage = (path: string) =>
  path.startsWith('/m/') || path === '/register.html' || GAME_PAGE_PREFIXES.some((p) => path.startsWith(p));
const isApi = (path: string) => path === '/api' || path.startsWith('/api/');
const isDocsUi = (path: string) => path === API_PATHS.docs || path.startsWith(`${API_PATHS.docs}/`);

/**
 * Security headers on every answer and `Cache-Control: no-store` on every API answer that did
 * not choose its own caching, and on every error (issue 8 item 10, decision 036).
 */
async function securityHeaders(app: FastifyInstance, { publicUrl, webDist }: SecurityHeadersOptions) {
  const https = publicUrl?.startsWith('https://') === true;
  const pageCsp = appCsp(https, indexStyleHashes(webDist));
  const common = helmetHeaders({
    // Set below by path: the app's pages, the docs UI and everything else need different ones.
    contentSecurityPolicy: false,
    // One year, this host only: the merchant's other hosts are not ours to promise.
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: false } : false,
    frameguard: { action: 'deny' },
    // Reset links carry their token in the query: no address leaves the page, to a CDN or a link.
    referrerPolicy: { policy: 'no-referrer' },
  });
  const withPolicy = (csp: string) => ({
    ...common,
    'content-security-policy': csp,
    'permissions-policy': PERMISSIONS_POLICY,
  });
  const pageHeaders = withPolicy(pageCsp);
  // The docs UI sets its own policy (openapi.ts, DOCS_UI_CSP) when it answers.
  const otherHeaders = withPolicy(LOCKED_CSP);

  const pathOf = (request: FastifyRequest) => request.url.split('?')[0] ?? '';
  app.addHook('onRequest', async (request, reply) => {
    reply.headers(isPage(pathOf(request)) ? pageHeaders : otherHeaders);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const path = pathOf(request);
    const apiDefault = isApi(path) && !isDocsUi(path) && !reply.hasHeader('cache-control');
    // An error, or an answer for a member (requireMember ran), is never stored, even where the
    // route had chosen a public lifetime.
    const personal = reply.statusCode >= 400 || Boolean(request.member);
    if (personal || apiDefault) reply.header('cache-control', 'no-store');
    return payload;
  });
}

export const securityHeadersPlugin = fp(securityHeaders, { name: 'security-headers' });
