import type { LocalizedText } from '@lobby/shared';
import { validationError } from '../../core/errors.ts';
import { sanitizeAnnouncementHtml } from '../../lib/sanitize-html.ts';

// Writing per-language titles and HTML (decision 043), shared by announcements and help items.

type Texts = Partial<Record<string, string>>;

/** `before` with `patch` laid over it; an empty text removes its language. */
function merged(before: Texts, patch: Texts | undefined, clean: (text: string) => string): LocalizedText {
  const out: Record<string, string> = {};
  for (const [code, text] of Object.entries({ ...before, ...patch })) {
    const value = clean(text ?? '');
    if (value !== '') out[code] = value;
  }
  return out as LocalizedText;
}

/**
 * The titles and contents an item will have: HTML cleaned with the allow-list before it is kept,
 * at least one title, and no content in a language without a title (it could never show).
 */
export function localizedTexts(
  before: { title: LocalizedText; content: LocalizedText },
  patch: { title?: Texts | undefined; content?: Texts | undefined },
): { title: LocalizedText; content: LocalizedText } {
  const title = merged(before.title, patch.title, (text) => text.trim());
  const content = merged(before.content, patch.content, (html) => sanitizeAnnouncementHtml(html).trim());
  if (Object.keys(title).length === 0) throw validationError('title', 'at least one language needs a title');
  const orphan = Object.keys(content).find((code) => !(code in title));
  if (orphan) throw validationError(`content.${orphan}`, `there is no title in ${orphan}`);
  return { title, content };
}
