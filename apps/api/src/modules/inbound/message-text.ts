/**
 * What of an inbound mail becomes the conversation message: the participant's new text without
 * the quoted history and signature below it (Crisp's email-reply-parser, which knows the
 * "On … wrote:" / "Am … schrieb …:" lines of the common mail programs and `>` quotes), the text
 * of an HTML-only mail, and a note in the conversation's language when attachments were left out.
 */
import EmailReplyParser from 'email-reply-parser';
import { convert } from 'html-to-text';
import { MESSAGE_TEXT_MAX, translate, type Language } from '@bu/contracts';

/** The new part of a reply: quoted history and signature removed. */
export function visibleReply(text: string, html?: string): string {
  const plain = text.trim() ? text : html ? convert(html, { wordwrap: false }) : '';
  return new EmailReplyParser()
    .parseReply(plain.replace(/\r\n?/g, '\n'))
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The stored message: the reply (cut to the message limit) and the attachment note; empty when there is neither. */
export function inboundMessageText(reply: string, attachments: number, language: Language): string {
  const note = attachments > 0 ? translate(language, 'counts.mailAttachmentsDropped', { count: attachments }) : '';
  const room = MESSAGE_TEXT_MAX - (note ? note.length + 2 : 0);
  const body = reply.length > room ? `${reply.slice(0, room - 1).trimEnd()}…` : reply;
  return [body, note].filter(Boolean).join('\n\n');
}
