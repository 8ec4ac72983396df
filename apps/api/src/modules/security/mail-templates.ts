/** Security notices in the user's language (issue 12), rendered by the one mail renderer. */
import { formatDateTime, type Language } from '@bu/contracts';
import { dashboardSignature, renderMail, type MailContent } from '../mail';

const hello = (language: Language, firstName: string) =>
  language === 'de' ? `Hallo ${firstName},` : `Hello ${firstName},`;

const notice = (
  language: Language,
  firstName: string,
  subject: string,
  intro: string,
  outro: string,
  options: { facts?: [string, string][]; button?: { label: string; url: string } } = {},
): MailContent =>
  renderMail(language, subject, {
    greeting: hello(language, firstName),
    intro,
    outro,
    signature: dashboardSignature[language],
    ...options,
  });

const notYou = {
  de: 'Warst du das nicht? Setze sofort ein neues Passwort und prüfe unter Einstellungen → Persönliche Daten, welche Sitzungen angemeldet sind.',
  en: 'Was this not you? Set a new password right away and check under Settings → Personal which sessions are signed in.',
};

const when = (language: Language, date: Date) => formatDateTime(date, language, 'medium');

export const securityTemplates = {
  passwordChanged(language: Language, firstName: string, resetUrl: string): MailContent {
    return language === 'de'
      ? notice(
          language,
          firstName,
          'Dein Passwort wurde geändert',
          'das Passwort deines Kontos im Bildungsurlaub-Dashboard wurde gerade geändert. Andere Sitzungen wurden abgemeldet.',
          notYou.de,
          {
            button: { label: 'Neues Passwort anfordern', url: resetUrl },
          },
        )
      : notice(
          language,
          firstName,
          'Your password was changed',
          'the password of your educational-leave dashboard account was just changed. Other sessions were signed out.',
          notYou.en,
          {
            button: { label: 'Request a new password', url: resetUrl },
          },
        );
  },

  /** Goes to the previous address; its link restores that address and signs everyone out. */
  emailChanged(language: Language, firstName: string, newEmail: string, secureUrl: string): MailContent {
    return language === 'de'
      ? notice(
          language,
          firstName,
          'Die E-Mail-Adresse deines Kontos wurde geändert',
          'die E-Mail-Adresse deines Kontos im Bildungsurlaub-Dashboard wurde geändert. Ab jetzt gehen E-Mails an die neue Adresse.',
          'Warst du das nicht? Mit dem Link stellst du diese Adresse wieder her, meldest alle Sitzungen ab und erhältst einen Link für ein neues Passwort. Er ist 7 Tage gültig.',
          { facts: [['Neue Adresse', newEmail]], button: { label: 'Konto sichern', url: secureUrl } },
        )
      : notice(
          language,
          firstName,
          'The email address of your account was changed',
          'the email address of your educational-leave dashboard account was changed. From now on, mails go to the new address.',
          'Was this not you? The link restores this address, signs out every session and sends you a link for a new password. It is valid for 7 days.',
          { facts: [['New address', newEmail]], button: { label: 'Secure my account', url: secureUrl } },
        );
  },

  twoFactorChanged(language: Language, firstName: string, enabled: boolean): MailContent {
    if (language === 'de') {
      return enabled
        ? notice(
            language,
            firstName,
            'Zwei-Faktor-Anmeldung eingeschaltet',
            'für dein Konto ist jetzt die Zwei-Faktor-Anmeldung eingeschaltet. Bei der Anmeldung fragen wir nach dem Code deiner Authenticator-App.',
            notYou.de,
          )
        : notice(
            language,
            firstName,
            'Zwei-Faktor-Anmeldung ausgeschaltet',
            'für dein Konto wurde die Zwei-Faktor-Anmeldung ausgeschaltet. Die Anmeldung braucht jetzt nur noch das Passwort.',
            notYou.de,
          );
    }
    return enabled
      ? notice(
          language,
          firstName,
          'Two-factor sign-in turned on',
          'two-factor sign-in is now on for your account. When you sign in, we ask for the code of your authenticator app.',
          notYou.en,
        )
      : notice(
          language,
          firstName,
          'Two-factor sign-in turned off',
          'two-factor sign-in was turned off for your account. Signing in now needs only the password.',
          notYou.en,
        );
  },

  newSignIn(
    language: Language,
    firstName: string,
    device: { browser: string | null; os: string | null; network: string | null; at: Date },
  ): MailContent {
    const unknown = language === 'de' ? 'unbekannt' : 'unknown';
    const facts: [string, string][] =
      language === 'de'
        ? [
            ['Browser', device.browser ?? unknown],
            ['System', device.os ?? unknown],
            ['Netz', device.network ?? unknown],
            ['Zeitpunkt', when(language, device.at)],
          ]
        : [
            ['Browser', device.browser ?? unknown],
            ['System', device.os ?? unknown],
            ['Network', device.network ?? unknown],
            ['Time', when(language, device.at)],
          ];
    return language === 'de'
      ? notice(
          language,
          firstName,
          'Neue Anmeldung bei deinem Konto',
          'jemand hat sich gerade mit einem Browser bei deinem Konto angemeldet, den wir noch nicht kannten.',
          notYou.de,
          { facts },
        )
      : notice(
          language,
          firstName,
          'New sign-in to your account',
          'someone just signed in to your account with a browser we had not seen before.',
          notYou.en,
          { facts },
        );
  },

  accountSecured(language: Language, firstName: string, resetUrl: string): MailContent {
    return language === 'de'
      ? notice(
          language,
          firstName,
          'Dein Konto wurde gesichert',
          'wir haben deine E-Mail-Adresse wiederhergestellt, alle Sitzungen abgemeldet und die Zwei-Faktor-Anmeldung ausgeschaltet. Lege jetzt ein neues Passwort fest.',
          'Der Link ist eine Stunde gültig.',
          {
            button: { label: 'Neues Passwort festlegen', url: resetUrl },
          },
        )
      : notice(
          language,
          firstName,
          'Your account was secured',
          'we restored your email address, signed out every session and turned two-factor sign-in off. Now set a new password.',
          'The link is valid for one hour.',
          {
            button: { label: 'Set a new password', url: resetUrl },
          },
        );
  },
};
