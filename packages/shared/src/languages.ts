// Interface languages of spec section 1. Merchant configuration names a language by its
// ISO 639-1 code in upper case (MY is Burmese, MS is Malay), with a region or script
// suffix where one code covers two variants (ZH-TW, PT-BR, UR-LATN).

export interface LanguageInfo {
  /** Code as written in merchant configuration. */
  code: string;
  /** BCP 47 tag for `<html lang>` and Intl. */
  tag: string;
  /** The language's own name, shown in the picker. */
  nativeName: string;
  /** ISO 3166-1 alpha-2 country whose flag stands for the language (bundled icon). */
  flag: string;
  dir: 'ltr' | 'rtl';
}

export const LANGUAGES = [
  { code: 'EN', tag: 'en', nativeName: 'English', flag: 'gb', dir: 'ltr' },
  { code: 'MY', tag: 'my', nativeName: 'မြန်မာ', flag: 'mm', dir: 'ltr' },
  { code: 'ZH', tag: 'zh-Hans', nativeName: '简体中文', flag: 'cn', dir: 'ltr' },
  { code: 'ZH-TW', tag: 'zh-Hant', nativeName: '繁體中文', flag: 'tw', dir: 'ltr' },
  { code: 'JA', tag: 'ja', nativeName: '日本語', flag: 'jp', dir: 'ltr' },
  { code: 'TH', tag: 'th', nativeName: 'ไทย', flag: 'th', dir: 'ltr' },
  { code: 'VI', tag: 'vi', nativeName: 'Tiếng Việt', flag: 'vn', dir: 'ltr' },
  { code: 'ES', tag: 'es', nativeName: 'Español', flag: 'es', dir: 'ltr' },
  { code: 'HI', tag: 'hi', nativeName: 'हिन्दी', flag: 'in', dir: 'ltr' },
  { code: 'ID', tag: 'id', nativeName: 'Bahasa Indonesia', flag: 'id', dir: 'ltr' },
  { code: 'KM', tag: 'km', nativeName: 'ខ្មែរ', flag: 'kh', dir: 'ltr' },
  { code: 'KO', tag: 'ko', nativeName: '한국어', flag: 'kr', dir: 'ltr' },
  { code: 'MS', tag: 'ms', nativeName: 'Bahasa Melayu', flag: 'my', dir: 'ltr' },
  { code: 'PT', tag: 'pt', nativeName: 'Português', flag: 'pt', dir: 'ltr' },
  { code: 'PT-BR', tag: 'pt-BR', nativeName: 'Português (Brasil)', flag: 'br', dir: 'ltr' },
  { code: 'TA', tag: 'ta', nativeName: 'தமிழ்', flag: 'in', dir: 'ltr' },
  { code: 'TL', tag: 'tl', nativeName: 'Tagalog', flag: 'ph', dir: 'ltr' },
  { code: 'UR', tag: 'ur', nativeName: 'اردو', flag: 'pk', dir: 'rtl' },
  { code: 'UR-LATN', tag: 'ur-Latn', nativeName: 'Roman Urdu', flag: 'pk', dir: 'ltr' },
  { code: 'TR', tag: 'tr', nativeName: 'Türkçe', flag: 'tr', dir: 'ltr' },
  { code: 'BN', tag: 'bn', nativeName: 'বাংলা', flag: 'bd', dir: 'ltr' },
  { code: 'AR', tag: 'ar', nativeName: 'العربية', flag: 'sa', dir: 'rtl' },
  { code: 'FA', tag: 'fa', nativeName: 'فارسی', flag: 'ir', dir: 'rtl' },
  { code: 'RU', tag: 'ru', nativeName: 'Русский', flag: 'ru', dir: 'ltr' },
  { code: 'KK', tag: 'kk', nativeName: 'Қазақ тілі', flag: 'kz', dir: 'ltr' },
  { code: 'UZ', tag: 'uz', nativeName: 'Oʻzbekcha', flag: 'uz', dir: 'ltr' },
  { code: 'LO', tag: 'lo', nativeName: 'ລາວ', flag: 'la', dir: 'ltr' },
  { code: 'NE', tag: 'ne', nativeName: 'नेपाली', flag: 'np', dir: 'ltr' },
  { code: 'FR', tag: 'fr', nativeName: 'Français', flag: 'fr', dir: 'ltr' },
] as const satisfies readonly LanguageInfo[];

export type LanguageCode = (typeof LANGUAGES)[number]['code'];

export const LANGUAGE_CODES = LANGUAGES.map((l) => l.code) as unknown as readonly [
  LanguageCode,
  ...LanguageCode[],
];

/** The language every other one falls back to, key by key. */
export const FALLBACK_LANGUAGE: LanguageCode = 'EN';

/**
 * Languages whose locale files hold every key with English's placeholders (a unit test enforces
 * it): they never fall back, so the app loads no English texts alongside them. Since issue 9
 * every listed language is complete (docs/decisions/001); the fallback stays for a language a
 * later change adds before its translation lands, which the test would name.
 */
export const COMPLETE_LANGUAGES: readonly LanguageCode[] = LANGUAGE_CODES;
/** spec 9: default MY; supported MY and EN. */
export const DEFAULT_LANGUAGE: LanguageCode = 'MY';
export const DEFAULT_SUPPORTED_LANGUAGES: readonly LanguageCode[] = ['MY', 'EN'];

export function isLanguageCode(value: string): value is LanguageCode {
  return LANGUAGES.some((l) => l.code === value);
}

export function languageInfo(code: LanguageCode): LanguageInfo {
  const info = LANGUAGES.find((l) => l.code === code);
  if (!info) throw new Error(`unknown language ${code}`);
  return info;
}
