/** The mail to a provider's admins when a webhook endpoint was switched off after failing for days. */
import { WEBHOOK_DISABLE_AFTER_HOURS, textsIn, type Language } from '@bu/contracts';
import { dashboardMail, type MailContent } from '../mail';

export function webhookDisabledMail(
  language: Language,
  firstName: string,
  endpointUrl: string,
  url: string,
): MailContent {
  const t = textsIn(language);
  return dashboardMail(language, firstName, t('mail.webhookDisabled.subject'), {
    intro: t('mail.webhookDisabled.intro', { count: WEBHOOK_DISABLE_AFTER_HOURS / 24 }),
    facts: [[t('mail.webhookDisabled.address'), endpointUrl]],
    button: { label: t('mail.webhookDisabled.button'), url },
    outro: t('mail.webhookDisabled.outro'),
  });
}
