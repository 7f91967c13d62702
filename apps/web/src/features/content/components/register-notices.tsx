import { useTranslation } from '../../../lib/translation.ts';
import { useRegisterAnnouncements } from '../api/get-announcements.ts';

/**
 * Operator HTML (sanitised by the server) read as plain text, so no markup reaches the page.
 * DOMParser runs no scripts; their text is dropped too.
 */
function plainText(html: string): string {
  const { body } = new DOMParser().parseFromString(html, 'text/html');
  for (const element of body.querySelectorAll('script, style, template')) element.remove();
  return body.textContent?.replace(/\s+/g, ' ').trim() ?? '';
}

/**
 * spec 2.6: the announcements the screen fetches on load (types B, group m_reg), as a compact
 * notice above the form; each title opens to its text. Nothing shows without any.
 */
export function RegisterNotices() {
  const { t } = useTranslation();
  const { data } = useRegisterAnnouncements();
  if (!data || data.list.length === 0) return null;
  return (
    <section className="register-notices" aria-label={t('register.notices')}>
      {data.list.map((notice) => {
        const text = plainText(notice.content);
        return text ? (
          <details key={notice.id} className="register-notice">
            <summary>{notice.title}</summary>
            <p>{text}</p>
          </details>
        ) : (
          <p key={notice.id} className="register-notice">
            {notice.title}
          </p>
        );
      })}
    </section>
  );
}
