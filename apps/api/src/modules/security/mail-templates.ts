/** Security notices in the user's language (issue 12), rendered by the one mail renderer. */
import { formatDateTime, textsIn, type Language } from '@bu/contracts';
import { dashboardMail, type MailContent } from '../mail';

export const securityTemplates = {
  passwordChanged(language: Language, firstName: string, resetUrl: string): MailContent {
    const t = textsIn(language);
    return dashboardMail(language, firstName, t('mail.passwordChanged.subject'), {
      intro: t('mail.passwordChanged.intro'),
      outro: t('mail.notYou'),
      button: { label: t('mail.passwordChanged.button'), url: resetUrl },
    });
  },

  /** Goes to the previous address; its link restores that address and signs everyone out. */
  emailChanged(language: Language, firstName: string, newEmail: string, secureUrl: string): MailContent {
    const t = textsIn(language);
    return dashboardMail(language, firstName, t('mail.emailChanged.subject'), {
      intro: t('mail.emailChanged.intro'),
      outro: t('mail.emailChanged.outro'),
      facts: [[t('mail.emailChanged.newAddress'), newEmail]],
      button: { label: t('mail.emailChanged.button'), url: secureUrl },
    });
  },

  twoFactorChanged(language: Language, firstName: string, enabled: boolean): MailContent {
    const t = textsIn(language);
    const mail = enabled ? 'twoFactorOn' : 'twoFactorOff';
    return dashboardMail(language, firstName, t(`mail.${mail}.subject`), {
      intro: t(`mail.${mail}.intro`),
      outro: t('mail.notYou'),
    });
  },

  newSignIn(
    language: Language,
    firstName: string,
    device: { browser: string | null; os: string | null; network: string | null; at: Date },
  ): MailContent {
    const t = textsIn(language);
    const unknown = t('mail.newSignIn.unknown');
    return dashboardMail(language, firstName, t('mail.newSignIn.subject'), {
      intro: t('mail.newSignIn.intro'),
      outro: t('mail.notYou'),
      facts: [
        [t('mail.newSignIn.browser'), device.browser ?? unknown],
        [t('mail.newSignIn.system'), device.os ?? unknown],
        [t('mail.newSignIn.network'), device.network ?? unknown],
        [t('mail.newSignIn.time'), formatDateTime(device.at, language, 'medium')],
      ],
    });
  },

  accountSecured(language: Language, firstName: string, resetUrl: string): MailContent {
    const t = textsIn(language);
    return dashboardMail(language, firstName, t('mail.accountSecured.subject'), {
      intro: t('mail.accountSecured.intro'),
      outro: t('mail.accountSecured.outro'),
      button: { label: t('mail.accountSecured.button'), url: resetUrl },
    });
  },
};
