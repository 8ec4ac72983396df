/** Mail texts in German and English, each as plain text and HTML. */
import type { Language, ParticipantDocumentKind } from '@bu/contracts';

/**
 * A file to attach, named by reference: the mail job (encrypted at rest) carries only this, and
 * the worker loads the bytes when it sends (see `Mailer.attachmentSource`).
 */
export type MailAttachmentRef =
  | { source: 'invoice'; id: string; format: 'pdf' | 'xml' }
  /** A participant's document (leads/paperwork.ts): the lead's id, the kind and its language. */
  | { source: 'participant-document'; id: string; format: ParticipantDocumentKind; language: Language };

export interface MailContent {
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachmentRef[];
  /** Where the recipient's answer goes: a conversation's reply address (inbound mail, ADR 022). */
  replyTo?: string;
}

export const dashboardSignature = {
  de: 'Dein Team des Bildungsurlaub-Dashboards',
  en: 'Your educational-leave dashboard team',
};

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export interface MailParts {
  greeting: string;
  intro: string;
  /** Quoted block (a message), shown as is in text and as a blockquote in HTML. */
  quote?: string;
  /** Label/value lines (name, email …). */
  facts?: [string, string][];
  button?: { label: string; url: string };
  outro: string;
  signature: string;
}

/** Renders one mail as plain text and HTML; every text is escaped in the HTML. */
export function renderMail(language: Language, subject: string, p: MailParts): MailContent {
  const facts = p.facts?.filter(([, v]) => v) ?? [];
  const text = [
    p.greeting,
    p.intro,
    facts.length ? facts.map(([k, v]) => `${k}: ${v}`).join('\n') : '',
    p.quote
      ? p.quote
          .split('\n')
          .map((l) => `> ${l}`)
          .join('\n')
      : '',
    p.button ? `${p.button.label}: ${p.button.url}` : '',
    p.outro,
    p.signature,
  ]
    .filter(Boolean)
    .join('\n\n')
    .concat('\n');
  const html = `<!doctype html><html lang="${language}"><body style="font-family:system-ui,sans-serif;color:#1f2937;line-height:1.5">
<p>${escapeHtml(p.greeting)}</p><p>${escapeHtml(p.intro)}</p>
${facts.length ? `<table style="border-collapse:collapse">${facts.map(([k, v]) => `<tr><td style="padding:2px 12px 2px 0;color:#4b5563">${escapeHtml(k)}</td><td>${escapeHtml(v)}</td></tr>`).join('')}</table>` : ''}
${p.quote ? `<blockquote style="margin:16px 0;padding:8px 16px;border-left:4px solid #cbd5e1;white-space:pre-wrap">${escapeHtml(p.quote)}</blockquote>` : ''}
${p.button ? `<p><a href="${escapeHtml(p.button.url)}" style="display:inline-block;background:#1d4ed8;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(p.button.label)}</a></p><p style="font-size:13px;color:#4b5563">${escapeHtml(p.button.url)}</p>` : ''}
<p>${escapeHtml(p.outro)}</p><p>${escapeHtml(p.signature)}</p></body></html>`;
  return { subject, text, html };
}

interface Action {
  greeting: string;
  intro: string;
  button: string;
  url: string;
  outro: string;
}

const render = (language: Language, subject: string, a: Action): MailContent =>
  renderMail(language, subject, {
    greeting: a.greeting,
    intro: a.intro,
    button: { label: a.button, url: a.url },
    outro: a.outro,
    signature: dashboardSignature[language],
  });

const hello = (language: Language, firstName: string) =>
  language === 'de' ? `Hallo ${firstName},` : `Hello ${firstName},`;

export const templates = {
  verifyEmail(language: Language, firstName: string, url: string): MailContent {
    return language === 'de'
      ? render(language, 'Bitte bestätige deine E-Mail-Adresse', {
          greeting: hello(language, firstName),
          intro: 'danke für deine Registrierung. Bitte bestätige deine E-Mail-Adresse, um dein Konto zu aktivieren.',
          button: 'E-Mail-Adresse bestätigen',
          url,
          outro: 'Der Link ist 48 Stunden gültig. Wenn du dich nicht registriert hast, ignoriere diese E-Mail.',
        })
      : render(language, 'Please confirm your email address', {
          greeting: hello(language, firstName),
          intro: 'thank you for registering. Please confirm your email address to activate your account.',
          button: 'Confirm email address',
          url,
          outro: 'The link is valid for 48 hours. If you did not register, please ignore this email.',
        });
  },
  alreadyRegistered(language: Language, firstName: string, url: string): MailContent {
    return language === 'de'
      ? render(language, 'Du hast bereits ein Konto', {
          greeting: hello(language, firstName),
          intro:
            'jemand wollte mit dieser E-Mail-Adresse ein neues Konto anlegen. Du hast bereits eins – melde dich einfach an.',
          button: 'Zur Anmeldung',
          url,
          outro: 'Passwort vergessen? Auf der Anmeldeseite kannst du ein neues festlegen.',
        })
      : render(language, 'You already have an account', {
          greeting: hello(language, firstName),
          intro: 'someone tried to create a new account with this email address. You already have one – just sign in.',
          button: 'Sign in',
          url,
          outro: 'Forgot your password? You can set a new one on the sign-in page.',
        });
  },
  resetPassword(language: Language, firstName: string, url: string): MailContent {
    return language === 'de'
      ? render(language, 'Passwort zurücksetzen', {
          greeting: hello(language, firstName),
          intro: 'wir haben eine Anfrage erhalten, dein Passwort zurückzusetzen.',
          button: 'Neues Passwort festlegen',
          url,
          outro: 'Der Link ist eine Stunde gültig. Wenn du das nicht angefordert hast, ignoriere diese E-Mail.',
        })
      : render(language, 'Reset your password', {
          greeting: hello(language, firstName),
          intro: 'we received a request to reset your password.',
          button: 'Set a new password',
          url,
          outro: 'The link is valid for one hour. If you did not request this, please ignore this email.',
        });
  },
  invitation(language: Language, firstName: string, inviter: string, providerName: string, url: string): MailContent {
    return language === 'de'
      ? render(language, `Einladung zum Team von ${providerName}`, {
          greeting: hello(language, firstName),
          intro: `${inviter} hat dich in das Team von ${providerName} im Bildungsurlaub-Dashboard eingeladen. Lege ein Passwort fest, um beizutreten.`,
          button: 'Einladung annehmen',
          url,
          outro: 'Der Link ist 7 Tage gültig. Wenn du die Einladung nicht erwartet hast, ignoriere diese E-Mail.',
        })
      : render(language, `Invitation to the team of ${providerName}`, {
          greeting: hello(language, firstName),
          intro: `${inviter} has invited you to the team of ${providerName} on the educational-leave dashboard. Set a password to join.`,
          button: 'Accept invitation',
          url,
          outro: 'The link is valid for 7 days. If you did not expect this invitation, please ignore this email.',
        });
  },
};
