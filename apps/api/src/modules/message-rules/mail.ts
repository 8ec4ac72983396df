/** A rule's mail: the provider's own text as written, and a footer with why it came and the opt-out link. */
import { endSentence, textsIn, type Language } from '@bu/contracts';
import { escapeHtml, type MailContent } from '../mail';

export function ruleMail(
  language: Language,
  subject: string,
  text: string,
  providerName: string,
  optOutUrl: string,
): MailContent {
  const t = textsIn(language);
  const why = t('mail.rule.why', { providerSentence: endSentence(providerName) });
  const optOut = t('mail.rule.optOut');
  return {
    subject,
    text: `${text}\n\n-- \n${why}\n${optOut}: ${optOutUrl}\n`,
    html: `<!doctype html><html lang="${language}"><body style="font-family:system-ui,sans-serif;color:#1f2937;line-height:1.5">
<div style="white-space:pre-wrap">${escapeHtml(text)}</div>
<hr style="border:0;border-top:1px solid #e5e7eb;margin:24px 0 12px">
<p style="font-size:13px;color:#4b5563">${escapeHtml(why)}<br><a href="${escapeHtml(optOutUrl)}" style="color:#4b5563">${escapeHtml(optOut)}</a></p>
</body></html>`,
  };
}
