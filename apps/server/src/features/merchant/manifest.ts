import {
  APP_SCOPE,
  BRAND_COLOURS,
  BRAND_ICONS,
  type LanguageCode,
  languageInfo,
  ROUTES,
  type StartupConfig,
} from '@lobby/shared';

/** Launchers show about 12 characters under an icon: longer names are cut mid-word. */
const SHORT_NAME_MAX = 12;

/** The brand's name, or as many of its leading words as fit under an icon (at least the first). */
export function shortName(name: string): string {
  const words = name.trim().split(/\s+/);
  let short = words[0] ?? '';
  for (const word of words.slice(1)) {
    if (`${short} ${word}`.length > SHORT_NAME_MAX) break;
    short = `${short} ${word}`;
  }
  return short;
}

const icon = ({ path, size, purpose }: { path: string; size: number; purpose: string }) => ({
  src: path,
  sizes: `${size}x${size}`,
  type: 'image/png',
  purpose,
});

/**
 * Issue 9, decision 039: the web app manifest, from the merchant's configuration, so each
 * merchant's installed app carries its own name and language (a manifest built with the web app
 * would name the demo brand everywhere).
 */
export function webAppManifest(config: Pick<StartupConfig, 'brand' | 'languages'>) {
  const language = languageInfo(config.languages.default as LanguageCode);
  return {
    id: APP_SCOPE,
    name: config.brand.name,
    short_name: shortName(config.brand.name),
    lang: language.tag,
    dir: language.dir,
    start_url: ROUTES.home,
    scope: APP_SCOPE,
    display: 'standalone',
    orientation: 'portrait',
    theme_color: BRAND_COLOURS.theme,
    background_color: BRAND_COLOURS.background,
    icons: [icon(BRAND_ICONS.any192), icon(BRAND_ICONS.any512), icon(BRAND_ICONS.maskable512)],
  };
}
