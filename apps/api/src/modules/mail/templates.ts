/**
 * How a mail is drawn, as plain text and HTML, from its parts; the texts come from the mail
 * section of the server's texts (contracts' mail-texts.ts) in the recipient's language.
 */
import { textsIn, type Language, type ParticipantDocumentKind, type TextValues } from '@bu/contracts';

/**
 * A file to attach, named by reference: the mail job (encrypted at rest) carries only this, and
 * the worker loads the bytes when it sends (see `Mailer.attachmentSource`).
 */
export type MailAttachmentRef =
  | { source: 'invoice'; id: string; format: 'pdf' | 'xml' }
  /** A participant's document (leads/paperwork.ts): the lead's id, the kind and its language. */
  | {
      source: 'participant-document';
      id: string;
      format: ParticipantDocumentKind;
      language: Language;
      /** The confirmation or certificate without the recognition paragraph (issue 46). */
      withoutRecognition?: boolean;
    };

export interface MailContent {
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachmentRef[];
  /** Where the recipient's answer goes: a conversation's reply address (inbound mail, ADR 022). */
  replyTo?: string;
}

export const escapeHtml = (s: string) =>
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

/** The brand colour of the dashboard's buttons (web tokens.css `--accent-600`), white text on it 5.5:1. */
const BRAND_COLOUR = '#0f766e';

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
${p.button ? `<p><a href="${escapeHtml(p.button.url)}" style="display:inline-block;background:${BRAND_COLOUR};color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">${escapeHtml(p.button.label)}</a></p><p style="font-size:13px;color:#4b5563">${escapeHtml(p.button.url)}</p>` : ''}
<p>${escapeHtml(p.outro)}</p><p>${escapeHtml(p.signature)}</p></body></html>`;
  return { subject, text, html };
}

/** What a greeted mail says between its greeting and its signature. */
type MailBody = Omit<MailParts, 'greeting' | 'signature'>;

/**
 * Whom a mail speaks to: a dashboard user (du; the dashboard's team signs) or a participant
 * (Sie; the marketplace signs).
 */
const voices = {
  user: { greeting: 'mail.hello', signature: 'mail.signature' },
  participant: { greeting: 'mail.participantHello', signature: 'mail.marketplaceSignature' },
} as const;

/** A mail greeting its recipient by first name, signed as `to` is spoken to. */
function greetedMail(
  to: keyof typeof voices,
  language: Language,
  firstName: string,
  subject: string,
  body: MailBody,
): MailContent {
  const t = textsIn(language);
  const voice = voices[to];
  return renderMail(language, subject, {
    greeting: t(voice.greeting, { name: firstName }),
    signature: t(voice.signature),
    ...body,
  });
}

/** A mail to a dashboard user. */
export const dashboardMail = (language: Language, firstName: string, subject: string, body: MailBody) =>
  greetedMail('user', language, firstName, subject, body);

/** A mail to a participant. */
export const participantMail = (language: Language, firstName: string, subject: string, body: MailBody) =>
  greetedMail('participant', language, firstName, subject, body);

/** The account mails: a greeting, what happened, one button with its link, and what to do if it was not you. */
function accountMail(
  language: Language,
  firstName: string,
  mail: 'verifyEmail' | 'alreadyRegistered' | 'resetPassword' | 'invitation',
  url: string,
  values: TextValues = {},
): MailContent {
  const t = textsIn(language);
  return dashboardMail(language, firstName, t(`mail.${mail}.subject`, values), {
    intro: t(`mail.${mail}.intro`, values),
    button: { label: t(`mail.${mail}.button`), url },
    outro: t(`mail.${mail}.outro`),
  });
}

export const templates = {
  verifyEmail: (language: Language, firstName: string, url: string) =>
    accountMail(language, firstName, 'verifyEmail', url),
  alreadyRegistered: (language: Language, firstName: string, url: string) =>
    accountMail(language, firstName, 'alreadyRegistered', url),
  resetPassword: (language: Language, firstName: string, url: string) =>
    accountMail(language, firstName, 'resetPassword', url),
  invitation: (language: Language, firstName: string, inviter: string, providerName: string, url: string) =>
    accountMail(language, firstName, 'invitation', url, { inviter, provider: providerName }),
};
