/**
 * What of an inbound mail becomes the conversation message: the participant's new text without
 * the quoted history and signature below it (Crisp's email-reply-parser, which knows the
 * "On … wrote:" / "Am … schrieb …:" lines of the common mail programs and `>` quotes), and a note
 * in the conversation's language when attachments were left out.
 *
 * The parser reads the HTML part when there is one (as text, quotes as `>` lines): mail programs
 * hard-wrap their plain-text part at 78 columns, and Gmail's German "Am … schrieb Name <" +
 * newline + "address>:" is then a line the parser does not know (crisp-oss/email-reply-parser
 * PR #46, open), so the attribution stayed in the message. The HTML part is never wrapped.
 */
import EmailReplyParser from 'email-reply-parser';
import { convert, type HtmlToTextOptions } from 'html-to-text';
import { MESSAGE_TEXT_MAX, textsIn, type Language } from '@bu/contracts';

const htmlAsText: HtmlToTextOptions = {
  wordwrap: false,
  selectors: [
    // "name@example.org", not "name@example.org [mailto:name@example.org]"; other links keep their address.
    { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
    // Outlook's rule above its "From: … Sent: …" block; the parser knows the block, not a line of dashes.
    { selector: 'hr', format: 'skip' },
    { selector: 'img', format: 'skip' },
  ],
};

/** The new part of a reply: quoted history and signature removed. */
export function visibleReply(text: string, html?: string): string {
  const fromHtml = html ? convert(html, htmlAsText) : '';
  const plain = fromHtml.trim() ? fromHtml : text;
  return new EmailReplyParser()
    .parseReply(plain.replace(/\r\n?/g, '\n'))
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The stored message: the reply (cut to the message limit) and the attachment note; empty when there is neither. */
export function inboundMessageText(reply: string, attachments: number, language: Language): string {
  const note = attachments > 0 ? textsIn(language)('mail.attachmentsDropped', { count: attachments }) : '';
  const room = MESSAGE_TEXT_MAX - (note ? note.length + 2 : 0);
  const body = reply.length > room ? `${reply.slice(0, room - 1).trimEnd()}…` : reply;
  return [body, note].filter(Boolean).join('\n\n');
}
