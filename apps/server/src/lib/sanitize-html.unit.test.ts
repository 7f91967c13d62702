import { describe, expect, it } from 'vitest';
import { sanitizeAnnouncementHtml } from './sanitize-html.ts';

describe('sanitizeAnnouncementHtml (spec 3 announcement content)', () => {
  it.each([
    ['<p>Hello <b>there</b></p>', '<p>Hello <b>there</b></p>'],
    ['<p onclick="x()">Hi</p>', '<p>Hi</p>'],
    ['<script>alert(1)</script>Hi', 'Hi'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="https://example.com" target="_blank">x</a>', '<a href="https://example.com">x</a>'],
    ['<a href="/m/rewardCenter">go</a>', '<a href="/m/rewardCenter">go</a>'],
    [
      '<img src="https://cdn.example.com/a.png" onerror="x()">',
      '<img src="https://cdn.example.com/a.png" />',
    ],
    ['<iframe src="https://evil.example"></iframe>ok', 'ok'],
    ['<style>p{}</style><p style="color:red">ok</p>', '<p>ok</p>'],
  ])('%s -> %s', (input, output) => {
    expect(sanitizeAnnouncementHtml(input)).toBe(output);
  });
});
