import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HomeContent, type LanguageCode } from '@lobby/shared';
import Fastify, { type FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { auth, useTestApp } from '../test/test-app.ts';
import { staticPlugin } from './static.ts';

// Issue 10, decision 044: the Home page carries Home's content inline, in the language of the
// language cookie (else the merchant default), and its texts and first banner load with it.
const homeBlock = /<script type="application\/json" id="lobby-home-content">(.*?)<\/script>/;
const inline = (body: string) => HomeContent.parse(JSON.parse(homeBlock.exec(body)?.[1] ?? 'null'));

describe('the served Home page on the seeded server', () => {
  const t = useTestApp();
  const page = (url: string, cookie?: string) =>
    t.app.inject({ url, headers: cookie ? { cookie: `theme=dark; ${cookie}` } : {} });

  it.each([
    ['/m/home', 'lobby_lang=EN', 'EN'],
    ['/m/index.html', 'lobby_lang=en', 'EN'],
    ['/m/index', undefined, 'MY'],
    ['/m/home', 'lobby_lang=XX', 'MY'],
    ['/m/home', 'lobby_lang=', 'MY'],
  ])('%s with cookie %s carries the home content in %s', async (url, cookie, language) => {
    const res = await page(url, cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers.vary).toMatch(/cookie/i);
    const content = inline(res.body);
    expect(content.language).toBe(language);
    expect(content.announcements.length).toBeGreaterThan(0);
    expect(res.body.indexOf('lobby-home-content')).toBeLessThan(res.body.indexOf('</head>'));
  });

  it('is the same content the home call answers, Burmese by default and English by the cookie', async () => {
    const en = inline((await page('/m/home', 'lobby_lang=EN')).body);
    const api = (await t.app.inject({ url: '/api/content/home?language=EN' })).json().value;
    expect(en).toEqual(api);
    expect(en.announcements.map((a) => a.title)).toContain('100% welcome bonus on your first deposit');
    const my = inline((await page('/m/home')).body);
    expect(my.announcements.map((a) => a.title)).toContain('ပထမဆုံး ငွေသွင်းမှုအတွက် ၁၀၀% ကြိုဆို ဘောနပ်စ်');
  });

  it('other pages do not carry it', async () => {
    const res = await page('/m/login', 'lobby_lang=EN');
    expect(res.body).not.toMatch(homeBlock);
  });

  it('follows an operator change on the next load, and escapes < in what the operator wrote', async () => {
    const title = '</script><script>alert(1)</script>';
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/operator/announcements',
      headers: auth(),
      payload: { type: 'PL', group: 'm_home', title: { EN: title }, content: { EN: '<p>x</p>' } },
    });
    expect(res.statusCode).toBe(200);
    const body = (await page('/m/home', 'lobby_lang=EN')).body;
    expect(body).not.toContain('</script><script>alert(1)');
    expect(inline(body).announcements.map((a) => a.title)).toContain(title);
  });
});

describe('Home page links and failures', () => {
  const INDEX =
    '<!doctype html><html><head><title>Lobby</title></head><body><div id="root"></div></body></html>';
  const IMAGE = {
    src: '/media/generated/banners/1-abc/750.jpg',
    srcset: '/media/generated/banners/1-abc/390.jpg 390w, /media/generated/banners/1-abc/750.jpg 750w',
    width: 750,
    height: 300,
    sources: [
      {
        type: 'image/avif',
        srcset: '/media/generated/banners/1-abc/390.avif 390w, /media/generated/banners/1-abc/750.avif 750w',
      },
      { type: 'image/webp', srcset: '/media/generated/banners/1-abc/390.webp 390w' },
    ],
  };
  const content = (language: LanguageCode, banners: boolean): HomeContent => ({
    language,
    announcements: [],
    banners: banners
      ? [{ id: 1, image: IMAGE, alt: '', title: 'Bonus', text: '', button: '', action: { kind: 'none' } }]
      : [],
    hotMatches: [],
    serviceBar: { facebook: null, telegram1: null, telegram2: null },
  });

  async function appWith(
    homeContent: (request: FastifyRequest, language: LanguageCode) => Promise<HomeContent>,
  ) {
    const dir = mkdtempSync(join(tmpdir(), 'lobby-dist-'));
    writeFileSync(join(dir, 'index.html'), INDEX);
    mkdirSync(join(dir, '.vite'));
    const preloads = {
      routes: { '/m/home': { files: ['assets/home-1.js'], localeParts: ['content'] } },
      locales: {
        en: { '': 'assets/en-1.js', content: 'assets/en-content-1.js' },
        my: { '': 'assets/my-1.js', content: 'assets/my-content-1.js' },
      },
    };
    writeFileSync(join(dir, '.vite/route-preloads.json'), JSON.stringify(preloads));
    const app = Fastify();
    const startupConfig = async () => ({ languages: { default: 'MY', supported: ['MY', 'EN'] } });
    await app.register(staticPlugin, { webDist: dir, mediaDir: dir, startupConfig, homeContent });
    return {
      app,
      async [Symbol.asyncDispose]() {
        await app.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }

  it("names the cookie language's texts, and preloads the first banner's modern format at high priority", async () => {
    await using s = await appWith(async (_request, language) => content(language, true));
    const { body } = await s.app.inject({ url: '/m/home', headers: { cookie: 'lobby_lang=EN' } });
    const head = body.slice(0, body.indexOf('</head>'));
    expect(head).toContain('href="/m/assets/en-1.js"');
    expect(head).toContain('href="/m/assets/en-content-1.js"');
    expect(head).not.toContain('my-1.js');
    expect(head).toContain(
      `<link rel="preload" as="image" fetchpriority="high" type="image/avif" imagesrcset="${IMAGE.sources[0]?.srcset}" imagesizes="100vw">`,
    );
    const first = await s.app.inject({ url: '/m/home' });
    expect(first.body).toContain('href="/m/assets/my-1.js"');
  });

  it('preloads no image when there is no banner', async () => {
    await using s = await appWith(async (_request, language) => content(language, false));
    const { body } = await s.app.inject({ url: '/m/home' });
    expect(body).not.toContain('as="image"');
    expect(inline(body).language).toBe('MY');
  });

  it('serves the page without the content when it cannot be built (the app asks the API)', async () => {
    await using s = await appWith(async () => {
      throw new Error('database down');
    });
    const res = await s.app.inject({ url: '/m/home' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toMatch(homeBlock);
    expect(res.body).toContain('id="lobby-startup-config"');
    expect(res.body).toContain('href="/m/assets/my-1.js"');
  });
});
