import { type LanguageCode, languageInfo } from '@lobby/shared';
import { FLAG_URLS } from './flag-urls.ts';

export function Flag({ code }: { code: LanguageCode }) {
  return <img className="flag" src={FLAG_URLS[languageInfo(code).flag]} alt="" width={24} height={18} />;
}
