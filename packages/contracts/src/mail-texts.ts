/**
 * The server's mails (the `mail` section of the server's texts, i18n.ts): account and security
 * mails to dashboard users (du), inquiry and reply mails to participants (Sie), the reminders,
 * the invoice mail and the footer of a message rule's mail. Without imports but types, so i18n.ts
 * can carry them. `{{providerSentence}}` is a provider's name ending a sentence (`endSentence`:
 * "Muster e. V." gets no second period).
 */
import type { SameKeys } from './text-shape';

export const mailDe = {
  /** The dashboard users' greeting and signature. */
  hello: 'Hallo {{name}},',
  signature: 'Dein Team des Bildungsurlaub-Dashboards',
  /** The participants' greeting and signature (formal). */
  participantHello: 'Guten Tag {{name}},',
  marketplaceSignature: 'Ihr Bildungsurlaub-Marktplatz',
  verifyEmail: {
    subject: 'Bitte bestätige deine E-Mail-Adresse',
    intro: 'danke für deine Registrierung. Bitte bestätige deine E-Mail-Adresse, um dein Konto zu aktivieren.',
    button: 'E-Mail-Adresse bestätigen',
    outro: 'Der Link ist 48 Stunden gültig. Wenn du dich nicht registriert hast, ignoriere diese E-Mail.',
  },
  alreadyRegistered: {
    subject: 'Du hast bereits ein Konto',
    intro:
      'jemand wollte mit dieser E-Mail-Adresse ein neues Konto anlegen. Du hast bereits eins – melde dich einfach an.',
    button: 'Zur Anmeldung',
    outro: 'Passwort vergessen? Auf der Anmeldeseite kannst du ein neues festlegen.',
  },
  resetPassword: {
    subject: 'Passwort zurücksetzen',
    intro: 'wir haben eine Anfrage erhalten, dein Passwort zurückzusetzen.',
    button: 'Neues Passwort festlegen',
    outro: 'Der Link ist eine Stunde gültig. Wenn du das nicht angefordert hast, ignoriere diese E-Mail.',
  },
  invitation: {
    subject: 'Einladung zum Team von {{provider}}',
    intro:
      '{{inviter}} hat dich in das Team von {{provider}} im Bildungsurlaub-Dashboard eingeladen. Lege ein Passwort fest, um beizutreten.',
    button: 'Einladung annehmen',
    outro: 'Der Link ist 7 Tage gültig. Wenn du die Einladung nicht erwartet hast, ignoriere diese E-Mail.',
  },

  /** The security notices' closing line where the change may not have been the user's. */
  notYou:
    'Warst du das nicht? Setze sofort ein neues Passwort und prüfe unter Einstellungen → Persönliche Daten, welche Sitzungen angemeldet sind.',
  passwordChanged: {
    subject: 'Dein Passwort wurde geändert',
    intro:
      'das Passwort deines Kontos im Bildungsurlaub-Dashboard wurde gerade geändert. Andere Sitzungen wurden abgemeldet.',
    button: 'Neues Passwort anfordern',
  },
  emailChanged: {
    subject: 'Die E-Mail-Adresse deines Kontos wurde geändert',
    intro:
      'die E-Mail-Adresse deines Kontos im Bildungsurlaub-Dashboard wurde geändert. Ab jetzt gehen E-Mails an die neue Adresse.',
    outro:
      'Warst du das nicht? Mit dem Link stellst du diese Adresse wieder her, meldest alle Sitzungen ab und erhältst einen Link für ein neues Passwort. Er ist 7 Tage gültig.',
    newAddress: 'Neue Adresse',
    button: 'Konto sichern',
  },
  twoFactorOn: {
    subject: 'Zwei-Faktor-Anmeldung eingeschaltet',
    intro:
      'für dein Konto ist jetzt die Zwei-Faktor-Anmeldung eingeschaltet. Bei der Anmeldung fragen wir nach dem Code deiner Authenticator-App.',
  },
  twoFactorOff: {
    subject: 'Zwei-Faktor-Anmeldung ausgeschaltet',
    intro:
      'für dein Konto wurde die Zwei-Faktor-Anmeldung ausgeschaltet. Die Anmeldung braucht jetzt nur noch das Passwort.',
  },
  newSignIn: {
    subject: 'Neue Anmeldung bei deinem Konto',
    intro: 'jemand hat sich gerade mit einem Browser bei deinem Konto angemeldet, den wir noch nicht kannten.',
    browser: 'Browser',
    system: 'System',
    network: 'Netz',
    time: 'Zeitpunkt',
    unknown: 'unbekannt',
  },
  accountSecured: {
    subject: 'Dein Konto wurde gesichert',
    intro:
      'wir haben deine E-Mail-Adresse wiederhergestellt, alle Sitzungen abgemeldet und die Zwei-Faktor-Anmeldung ausgeschaltet. Lege jetzt ein neues Passwort fest.',
    button: 'Neues Passwort festlegen',
    outro: 'Der Link ist eine Stunde gültig.',
  },

  /** To each active team member about a new inquiry. */
  newInquiry: {
    subject: 'Neue Anfrage zu „{{seminar}}“',
    intro: '{{name}} hat über den Marktplatz eine Anfrage zu „{{seminar}}“ gestellt.',
    name: 'Name',
    email: 'E-Mail',
    phone: 'Telefon',
    state: 'Bundesland',
    button: 'Anfrage öffnen',
    outro: 'Du kannst direkt im Dashboard antworten.',
  },
  /** The inquiries of an hour beyond the notices' cap, in one mail. */
  inquiryDigest: {
    subject_one: '{{count}} weitere Anfrage',
    subject_other: '{{count}} weitere Anfragen',
    intro_one:
      'in der letzten Stunde kamen mehr Anfragen als einzeln gemeldet werden. Diese eine wartet im Dashboard auf dich:',
    intro_other:
      'in der letzten Stunde kamen mehr Anfragen als einzeln gemeldet werden. Diese {{count}} warten im Dashboard auf dich:',
    button: 'Anfragen öffnen',
    outro: 'Weitere Anfragen dieser Stunde kommen in der nächsten Übersicht.',
  },
  /** To the participant who sent an inquiry. */
  inquiryConfirmation: {
    subject: 'Ihre Anfrage zu „{{seminar}}“',
    intro:
      'vielen Dank für Ihre Anfrage. Wir haben sie an {{provider}} weitergeleitet; Sie erhalten die Antwort per E-Mail.',
    /** Appended to the intro where answers by mail reach the provider (inbound mail on). */
    addByMail:
      'Möchten Sie etwas ergänzen? Antworten Sie einfach auf diese E-Mail; Ihre Antwort erreicht {{providerSentence}}',
    outro: 'Wenn Sie diese Anfrage nicht gestellt haben, können Sie diese E-Mail ignorieren.',
  },
  /** A provider's reply to the participant; `{{lifetime}}` is the reply link's ("60 Tage"). */
  providerReply: {
    subject: 'Antwort von {{provider}}',
    subjectAbout: 'Antwort von {{provider}} zu „{{seminar}}“',
    intro: '{{provider}} hat Ihnen geantwortet:',
    button: 'Antworten',
    outroByMail:
      'Antworten Sie einfach auf diese E-Mail (Anhänge werden nicht übernommen) oder über den Link; er ist einmal verwendbar und {{lifetime}} gültig.',
    outroByLink:
      'Bitte antworten Sie über den Link; er ist einmal verwendbar und {{lifetime}} gültig. Antworten auf diese E-Mail erreichen {{provider}} nicht.',
  },
  /** To a participant from the waitlist whom the provider booked on a freed place. */
  placeConfirmed: {
    subject: 'Ihr Platz bei „{{seminar}}“',
    intro:
      'gute Nachricht: Bei „{{seminar}}“ ist ein Platz frei geworden, und {{provider}} hat ihn für Sie gebucht. Sie stehen nicht mehr auf der Warteliste.',
    outro:
      'Ihre Anmeldebestätigung und das Schreiben für Ihren Arbeitgeber erhalten Sie von {{providerSentence}} Bitte denken Sie an die Frist, bis zu der Sie Ihren Arbeitgeber informieren müssen.',
  },
  /** The participant's documents as attachments. */
  participantDocuments: {
    subject: 'Ihre Unterlagen zu „{{seminar}}“',
    intro: 'anbei erhalten Sie von {{provider}} Ihre Unterlagen zu „{{seminar}}“ als PDF.',
    attachment: 'Anhang',
    'registration-confirmation': 'Anmeldebestätigung mit Programm und Nachweis der Anerkennung',
    'employer-letter': 'Schreiben an Ihren Arbeitgeber (Antrag auf Bildungsurlaub)',
    'attendance-certificate': 'Teilnahmebescheinigung',
    outroEmployerLetter:
      'Bitte geben Sie das Schreiben zusammen mit der Anmeldebestätigung rechtzeitig vor Ablauf der Frist Ihrem Arbeitgeber.',
    outro: 'Bei Fragen wenden Sie sich bitte an den Veranstalter.',
  },
  /** Appended to a participant's mail reply that had attachments. */
  attachmentsDropped_one:
    '[Diese E-Mail hatte {{count}} Anhang. Anhänge werden nicht übernommen; bitte fragen Sie nach, wenn Sie ihn brauchen.]',
  attachmentsDropped_other:
    '[Diese E-Mail hatte {{count}} Anhänge. Anhänge werden nicht übernommen; bitte fragen Sie nach, wenn Sie sie brauchen.]',

  /** To a provider's admins: recognitions that end or whose application is due soon. */
  recognitionReminder: {
    subject: 'Anerkennungen: Fristen laufen ab',
    intro: 'diese Anerkennungen laufen bald ab oder ihr Antrag ist bald fällig:',
    button: 'Zur Übersicht',
    outro: 'Verlängere rechtzeitig bei der zuständigen Behörde und trage die neue Gültigkeit im Dashboard ein.',
    /** `{{recognition}}`: the state, with the recognition's number in brackets where it has one. */
    seminarItem: '{{recognition}} – „{{seminar}}“',
    providerItem: '{{recognition}} – Trägeranerkennung',
    expiring: '{{item}}: gültig bis {{date}}',
    applicationDue: '{{state}} – „{{seminar}}“: Antrag auf Anerkennung bis {{date}}',
  },
  /** To a provider's admins when a webhook endpoint was switched off after failing for days. */
  webhookDisabled: {
    subject: 'Webhook abgeschaltet',
    intro_one:
      'dein Webhook hat seit {{count}} Tag keine Nachricht angenommen. Wir haben ihn abgeschaltet und senden keine Ereignisse mehr dorthin.',
    intro_other:
      'dein Webhook hat seit {{count}} Tagen keine Nachricht angenommen. Wir haben ihn abgeschaltet und senden keine Ereignisse mehr dorthin.',
    address: 'Adresse',
    button: 'Webhooks ansehen',
    outro: 'Prüfe den Empfänger im Zustellprotokoll und schalte den Webhook danach wieder ein.',
  },
  /** The month's invoice (or a cancellation) to the provider's invoice addresses. */
  invoice: {
    subject: 'Rechnung {{number}} für {{period}}',
    intro:
      'anbei die Rechnung {{number}} als PDF (ZUGFeRD) und als XRechnung (XML). Beide findest du auch in den Einstellungen unter „Rechnungen“.',
    greeting: 'Guten Tag,',
    number: 'Rechnungsnummer',
    period: 'Zeitraum',
    issuedOn: 'Rechnungsdatum',
    net: 'Netto',
    vat: 'USt. {{rate}}',
    gross: 'Brutto',
    button: 'Rechnungen öffnen',
    outro: 'Vielen Dank für deine Buchung.',
  },
  cancellation: {
    subject: 'Stornorechnung {{number}} für {{period}}',
    intro:
      'anbei die Stornorechnung {{number}} als PDF (ZUGFeRD) und als XRechnung (XML). Beide findest du auch in den Einstellungen unter „Rechnungen“.',
  },
  /** The footer of every message rule's mail and its opt-out link. */
  rule: {
    why: 'Sie erhalten diese E-Mail als Teilnehmerin oder Teilnehmer eines Seminars von {{providerSentence}}',
    optOut: 'Keine automatischen E-Mails mehr erhalten',
  },
};

export const mailEn: SameKeys<typeof mailDe> = {
  hello: 'Hello {{name}},',
  signature: 'Your educational-leave dashboard team',
  participantHello: 'Hello {{name}},',
  marketplaceSignature: 'Your educational-leave marketplace',
  verifyEmail: {
    subject: 'Please confirm your email address',
    intro: 'thank you for registering. Please confirm your email address to activate your account.',
    button: 'Confirm email address',
    outro: 'The link is valid for 48 hours. If you did not register, please ignore this email.',
  },
  alreadyRegistered: {
    subject: 'You already have an account',
    intro: 'someone tried to create a new account with this email address. You already have one – just sign in.',
    button: 'Sign in',
    outro: 'Forgot your password? You can set a new one on the sign-in page.',
  },
  resetPassword: {
    subject: 'Reset your password',
    intro: 'we received a request to reset your password.',
    button: 'Set a new password',
    outro: 'The link is valid for one hour. If you did not request this, please ignore this email.',
  },
  invitation: {
    subject: 'Invitation to the team of {{provider}}',
    intro:
      '{{inviter}} has invited you to the team of {{provider}} on the educational-leave dashboard. Set a password to join.',
    button: 'Accept invitation',
    outro: 'The link is valid for 7 days. If you did not expect this invitation, please ignore this email.',
  },
  notYou:
    'Was this not you? Set a new password right away and check under Settings → Personal which sessions are signed in.',
  passwordChanged: {
    subject: 'Your password was changed',
    intro: 'the password of your educational-leave dashboard account was just changed. Other sessions were signed out.',
    button: 'Request a new password',
  },
  emailChanged: {
    subject: 'The email address of your account was changed',
    intro:
      'the email address of your educational-leave dashboard account was changed. From now on, mails go to the new address.',
    outro:
      'Was this not you? The link restores this address, signs out every session and sends you a link for a new password. It is valid for 7 days.',
    newAddress: 'New address',
    button: 'Secure my account',
  },
  twoFactorOn: {
    subject: 'Two-factor sign-in turned on',
    intro:
      'two-factor sign-in is now on for your account. When you sign in, we ask for the code of your authenticator app.',
  },
  twoFactorOff: {
    subject: 'Two-factor sign-in turned off',
    intro: 'two-factor sign-in was turned off for your account. Signing in now needs only the password.',
  },
  newSignIn: {
    subject: 'New sign-in to your account',
    intro: 'someone just signed in to your account with a browser we had not seen before.',
    browser: 'Browser',
    system: 'System',
    network: 'Network',
    time: 'Time',
    unknown: 'unknown',
  },
  accountSecured: {
    subject: 'Your account was secured',
    intro:
      'we restored your email address, signed out every session and turned two-factor sign-in off. Now set a new password.',
    button: 'Set a new password',
    outro: 'The link is valid for one hour.',
  },
  newInquiry: {
    subject: 'New inquiry about “{{seminar}}”',
    intro: '{{name}} sent an inquiry about “{{seminar}}” through the marketplace.',
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    state: 'State',
    button: 'Open inquiry',
    outro: 'You can reply directly in the dashboard.',
  },
  inquiryDigest: {
    subject_one: '{{count}} more inquiry',
    subject_other: '{{count}} more inquiries',
    intro_one:
      'more inquiries arrived in the last hour than are announced one by one. This one is waiting for you in the dashboard:',
    intro_other:
      'more inquiries arrived in the last hour than are announced one by one. These {{count}} are waiting for you in the dashboard:',
    button: 'Open inquiries',
    outro: 'Further inquiries of this hour come in the next digest.',
  },
  inquiryConfirmation: {
    subject: 'Your inquiry about “{{seminar}}”',
    intro: 'thank you for your inquiry. We have forwarded it to {{provider}}; you will receive the answer by email.',
    addByMail: 'Would you like to add something? Simply reply to this email; your answer reaches {{providerSentence}}',
    outro: 'If you did not send this inquiry, you can ignore this email.',
  },
  providerReply: {
    subject: 'Reply from {{provider}}',
    subjectAbout: 'Reply from {{provider}} about “{{seminar}}”',
    intro: '{{provider}} has replied to you:',
    button: 'Reply',
    outroByMail:
      'Simply reply to this email (attachments are not taken over) or answer through the link; it can be used once and is valid for {{lifetime}}.',
    outroByLink:
      'Please answer through the link; it can be used once and is valid for {{lifetime}}. Replies to this email do not reach {{providerSentence}}',
  },
  placeConfirmed: {
    subject: 'Your place on “{{seminar}}”',
    intro:
      'good news: a place on “{{seminar}}” has become free, and {{provider}} has booked it for you. You are no longer on the waitlist.',
    outro:
      'You will receive your registration confirmation and the letter for your employer from {{providerSentence}} Please keep in mind the deadline for telling your employer.',
  },
  participantDocuments: {
    subject: 'Your documents for “{{seminar}}”',
    intro: 'attached are your documents for “{{seminar}}” from {{provider}} as PDF files.',
    attachment: 'Attachment',
    'registration-confirmation': 'Registration confirmation with the programme and the proof of recognition',
    'employer-letter': 'Letter to your employer (request for educational leave)',
    'attendance-certificate': 'Certificate of attendance',
    outroEmployerLetter:
      'Please hand the letter together with the registration confirmation to your employer before the deadline.',
    outro: 'If you have questions, please contact the provider.',
  },
  attachmentsDropped_one:
    '[This email had {{count}} attachment. Attachments are not taken over; please ask for it if you need it.]',
  attachmentsDropped_other:
    '[This email had {{count}} attachments. Attachments are not taken over; please ask for them if you need them.]',
  recognitionReminder: {
    subject: 'Recognitions: deadlines are coming up',
    intro: 'these recognitions end soon or their application is due soon:',
    button: 'Open the overview',
    outro: 'Renew in time with the authority and enter the new validity in the dashboard.',
    seminarItem: '{{recognition}} – “{{seminar}}”',
    providerItem: '{{recognition}} – provider recognition',
    expiring: '{{item}}: valid until {{date}}',
    applicationDue: '{{state}} – “{{seminar}}”: apply for recognition by {{date}}',
  },
  webhookDisabled: {
    subject: 'Webhook switched off',
    intro_one:
      'your webhook has not accepted a message for {{count}} day. We switched it off and send no more events there.',
    intro_other:
      'your webhook has not accepted a message for {{count}} days. We switched it off and send no more events there.',
    address: 'Address',
    button: 'View webhooks',
    outro: 'Check the receiver in the delivery log, then switch the webhook on again.',
  },
  invoice: {
    subject: 'Invoice {{number}} for {{period}}',
    intro:
      'attached is invoice {{number}} as a PDF (ZUGFeRD) and as an XRechnung (XML). Both are also under Settings → Invoices.',
    greeting: 'Hello,',
    number: 'Invoice number',
    period: 'Period',
    issuedOn: 'Invoice date',
    net: 'Net',
    vat: 'VAT {{rate}}',
    gross: 'Gross',
    button: 'Open invoices',
    outro: 'Thank you for your booking.',
  },
  cancellation: {
    subject: 'Cancellation invoice {{number}} for {{period}}',
    intro:
      'attached is cancellation invoice {{number}} as a PDF (ZUGFeRD) and as an XRechnung (XML). Both are also under Settings → Invoices.',
  },
  rule: {
    why: 'You receive this email as a participant of a seminar by {{providerSentence}}',
    optOut: 'Stop receiving automatic emails',
  },
};
