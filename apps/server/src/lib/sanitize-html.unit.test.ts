import { describe, expect, it } from 'vitest';
import { sanitizeAnnouncementHtml } from './sanitize-html.ts';

describe('sanitizeAnnouncementHtml (spec 3 announcement content)', () => {
  it.each([
    ['<p>Hello <b>there</b></p>', '<p>Hello <b>there</b></p>'],
    ['<p onclick="x()">Hi</p>', '<p>Hi</p>'],
    ['<script>alert(1)</script>Hi', 'Hi'],
    ['<iframe src="https://evil.example"></iframe>ok', 'ok'],
    ['<style>p{}</style><p style="color:red">ok</p>', '<p>ok</p>'],
  ])('%s -> %s', (input, output) => {
    expect(sanitizeAnnouncementHtml(input)).toBe(output);
  });

  // spec 4: links open outside (http, https), write mail, or route inside the app.
  it.each([
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href=" JaVaScRiPt:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a>x</a>'],
    ['<a href="vbscript:x">x</a>', '<a>x</a>'],
    ['<a href="//evil.example">x</a>', '<a>x</a>'],
    ['<a href="/\\evil.example">x</a>', '<a>x</a>'],
    ['<a href="relative/path">x</a>', '<a>x</a>'],
    ['<a href="https://example.com" target="_blank">x</a>', '<a href="https://example.com">x</a>'],
    ['<a href="http://example.com/a?b=1">x</a>', '<a href="http://example.com/a?b=1">x</a>'],
    ['<a href="mailto:help@example.com">x</a>', '<a href="mailto:help@example.com">x</a>'],
    ['<a href="/m/rewardCenter">go</a>', '<a href="/m/rewardCenter">go</a>'],
  ])('link %s -> %s', (input, output) => {
    expect(sanitizeAnnouncementHtml(input)).toBe(output);
  });

  // Issue 10: images only from the web (http, https) or the merchant's /media/.
  it.each([
    [
      '<img src="https://cdn.example.com/a.png" onerror="x()">',
      '<img src="https://cdn.example.com/a.png" />',
    ],
    ['<img src="/media/banners/a.webp" alt="Bonus">', '<img alt="Bonus" src="/media/banners/a.webp" />'],
    ['<img src="data:image/png;base64,iVBORw0KGgo=">', ''],
    ['<img src="data:image/svg+xml,<svg onload=alert(1)>">', ''],
    ['<img src="javascript:alert(1)">', ''],
    ['<img src="//evil.example/a.png">', ''],
    ['<img src="/m/assets/a.png">', ''],
    ['<img src="/media/../api/health">', ''],
    ['<img src="/media/%2e%2e/api/health">', ''],
    ['<img src="images/a.png">', ''],
    ['<p>a<img src="x" onerror="alert(1)">b</p>', '<p>ab</p>'],
  ])('image %s -> %s', (input, output) => {
    expect(sanitizeAnnouncementHtml(input)).toBe(output);
  });
});
