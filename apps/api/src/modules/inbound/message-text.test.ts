/** What of a reply mail is kept: the new text without quoted history or signature, and the attachment note. */
import { describe, expect, it } from 'vitest';
import { MESSAGE_TEXT_MAX } from '@bu/contracts';
import { inboundMessageText, visibleReply } from './message-text';
import { createReplyAddresses, replyAddressKey } from './reply-address';
import { normalizeMessageId } from './service';

/**
 * Replies as the common mail programs write them, German and English, with the provider's mail
 * quoted below (text part and HTML part as sent; From is the dashboard's sender address).
 */
const FROM = 'no-reply@bildungsurlaub.example';
const quoted = { de: 'Hallo Lena,\nwir freuen uns auf Sie.', en: 'Hello Lena,\nwe look forward to seeing you.' };
const replies: { client: string; reply: string; text: string; html?: string }[] = [
  {
    client: 'Gmail, German (the attribution wrapped after "<" in the text part)',
    reply: 'Vielen Dank, ich komme gern.\n\nLena',
    text: `Vielen Dank, ich komme gern.\n\nLena\n\nAm Di., 24. Nov. 2026 um 10:00 Uhr schrieb Akademie Nord <\n${FROM}>:\n\n> Hallo Lena,\n> wir freuen uns auf Sie.\n>\n`,
    html: `<div dir="ltr">Vielen Dank, ich komme gern.<div><br></div><div>Lena</div></div><br><div class="gmail_quote gmail_quote_container"><div dir="ltr" class="gmail_attr">Am Di., 24. Nov. 2026 um 10:00 Uhr schrieb Akademie Nord &lt;<a href="mailto:${FROM}">${FROM}</a>&gt;:<br></div><blockquote class="gmail_quote" style="margin:0px 0px 0px 0.8ex;border-left:1px solid rgb(204,204,204);padding-left:1ex"><div>Hallo Lena,<br>wir freuen uns auf Sie.</div></blockquote></div>\n`,
  },
  {
    client: 'Gmail, English (the attribution wrapped after "<" in the text part)',
    reply: 'Thanks, see you there!',
    text: `Thanks, see you there!\n\nOn Tue, Nov 24, 2026 at 10:00 AM Akademie Nord <\n${FROM}> wrote:\n\n> Hello Lena,\n> we look forward to seeing you.\n>\n`,
    html: `<div dir="ltr">Thanks, see you there!</div><br><div class="gmail_quote"><div dir="ltr" class="gmail_attr">On Tue, Nov 24, 2026 at 10:00 AM Akademie Nord &lt;<a href="mailto:${FROM}">${FROM}</a>&gt; wrote:<br></div><blockquote class="gmail_quote" style="margin:0px 0px 0px 0.8ex;border-left:1px solid rgb(204,204,204);padding-left:1ex">Hello Lena,<br>we look forward to seeing you.</blockquote></div>\n`,
  },
  {
    client: 'Outlook desktop, German',
    reply: 'Danke, ich bringe die Bescheinigung mit.',
    text: `Danke, ich bringe die Bescheinigung mit.\n\nVon: Akademie Nord <${FROM}>\nGesendet: Dienstag, 24. November 2026 10:00\nAn: Lena Muster <lena@example.org>\nBetreff: Ihre Anfrage\n\n${quoted.de}\n`,
    html: `<html><head><style>p.MsoNormal{margin:0cm}</style></head><body lang="DE"><div class="WordSection1"><p class="MsoNormal">Danke, ich bringe die Bescheinigung mit.<o:p></o:p></p><p class="MsoNormal"><o:p>&nbsp;</o:p></p><div><div style="border:none;border-top:solid #E1E1E1 1.0pt;padding:3.0pt 0cm 0cm 0cm"><p class="MsoNormal"><b>Von:</b> Akademie Nord &lt;<a href="mailto:${FROM}">${FROM}</a>&gt; <br><b>Gesendet:</b> Dienstag, 24. November 2026 10:00<br><b>An:</b> Lena Muster &lt;lena@example.org&gt;<br><b>Betreff:</b> Ihre Anfrage<o:p></o:p></p></div></div><p class="MsoNormal"><o:p>&nbsp;</o:p></p><p class="MsoNormal">Hallo Lena,<br>wir freuen uns auf Sie.<o:p></o:p></p></div></body></html>`,
  },
  {
    client: 'Outlook on the web, English',
    reply: 'Thanks, I will bring the certificate.',
    text: `Thanks, I will bring the certificate.\n\n________________________________\nFrom: Akademie Nord <${FROM}>\nSent: Tuesday, November 24, 2026 10:00 AM\nTo: Lena Muster <lena@example.org>\nSubject: Your inquiry\n\n${quoted.en}\n`,
    html: `<html><head></head><body><div style="font-family: Aptos, sans-serif">Thanks, I will bring the certificate.</div><div id="appendonsend"></div><hr style="display:inline-block;width:98%" tabindex="-1"><div id="divRplyFwdMsg" dir="ltr"><font face="Calibri, sans-serif" style="font-size:11pt" color="#000000"><b>From:</b> Akademie Nord &lt;${FROM}&gt;<br><b>Sent:</b> Tuesday, November 24, 2026 10:00 AM<br><b>To:</b> Lena Muster &lt;lena@example.org&gt;<br><b>Subject:</b> Your inquiry</font><div>&nbsp;</div></div><div>Hello Lena,<br>we look forward to seeing you.</div></body></html>`,
  },
  {
    client: 'Outlook, German, "Ursprüngliche Nachricht"',
    reply: 'Danke!',
    text: 'Danke!\n\n-----Ursprüngliche Nachricht-----\nVon: Akademie\nGesendet: Dienstag\n\nHallo',
  },
  {
    client: 'Apple Mail on the iPhone, German',
    reply: 'Passt, bis dann!',
    text: `Passt, bis dann!\n\nVon meinem iPhone gesendet\n\n> Am 24.11.2026 um 10:00 schrieb Akademie Nord <${FROM}>:\n>\n> Hallo Lena,\n> wir freuen uns auf Sie.\n`,
    html: `<html><head><meta http-equiv="content-type" content="text/html; charset=utf-8"></head><body dir="auto"><div dir="ltr">Passt, bis dann!</div><div dir="ltr"><br><div dir="ltr">Von meinem iPhone gesendet</div><blockquote type="cite">Am 24.11.2026 um 10:00 schrieb Akademie Nord &lt;${FROM}&gt;:<br><br></blockquote></div><blockquote type="cite"><div dir="ltr">Hallo Lena,<br>wir freuen uns auf Sie.</div></blockquote></body></html>`,
  },
  {
    client: 'Apple Mail on the Mac, English',
    reply: 'Great, see you then.',
    text: `Great, see you then.\n\n> On 24. Nov 2026, at 10:00, Akademie Nord <${FROM}> wrote:\n> \n> Hello Lena,\n> we look forward to seeing you.\n\n`,
    html: `<html><head></head><body style="overflow-wrap: break-word;">Great, see you then.<br id="lineBreakAtBeginningOfMessage"><div><br><blockquote type="cite"><div>On 24. Nov 2026, at 10:00, Akademie Nord &lt;${FROM}&gt; wrote:</div><br class="Apple-interchange-newline"><div><div>Hello Lena,<br>we look forward to seeing you.</div></div></blockquote></div><br></body></html>`,
  },
  {
    client: 'Thunderbird, German',
    reply: 'Danke, bis Montag.',
    text: `Danke, bis Montag.\n\nAm 24.11.26 um 10:00 schrieb Akademie Nord:\n> Hallo Lena,\n> wir freuen uns auf Sie.\n`,
    html: `<!DOCTYPE html><html><head><meta http-equiv="Content-Type" content="text/html; charset=UTF-8"></head><body><p>Danke, bis Montag.</p><div class="moz-cite-prefix">Am 24.11.26 um 10:00 schrieb Akademie Nord:<br></div><blockquote type="cite" cite="mid:a1@bildungsurlaub.example"><p>Hallo Lena,<br>wir freuen uns auf Sie.</p></blockquote></body></html>`,
  },
  {
    client: 'Thunderbird, English, plain text only',
    reply: 'Thanks, until Monday.',
    text: `Thanks, until Monday.\n\nOn 24/11/2026 10:00, Akademie Nord wrote:\n> Hello Lena,\n> we look forward to seeing you.\n`,
  },
  {
    client: 'Gmail, English, CRLF line ends, plain text only',
    reply: 'Danke!',
    text: 'Danke!\r\n\r\nOn Tue, Nov 24, 2026 at 10:00 AM Akademie <x@y.z> wrote:\r\n> Hello\r\n',
  },
  { client: 'a signature', reply: 'Danke!', text: 'Danke!\n\n-- \nLena Muster\nTel. 040 123' },
];

describe('visibleReply', () => {
  it.each(replies)('keeps only the new text: no attribution line, no quote ($client)', ({ text, html, reply }) => {
    const visible = visibleReply(text, html);
    expect(visible).toBe(reply);
    expect(visible).not.toMatch(/schrieb|wrote|Von:|From:|Hallo Lena|Hello Lena/);
  });

  it('reads an HTML-only mail', () => {
    expect(visibleReply('', '<p>Ich komme <b>gern</b>.</p><blockquote>&gt; alt</blockquote>')).toMatch(
      /^Ich komme gern\./,
    );
  });

  it('keeps the addresses of links in an HTML mail, a mail address once', () => {
    expect(
      visibleReply(
        '',
        '<p>Mein Zeugnis: <a href="https://example.org/z.pdf">Link</a>, Fragen an <a href="mailto:lena@example.org">lena@example.org</a></p>',
      ),
    ).toBe('Mein Zeugnis: Link [https://example.org/z.pdf], Fragen an lena@example.org');
  });

  it('reads the text part when the HTML part has no text', () => {
    expect(visibleReply('Danke!', '<img src="cid:logo">')).toBe('Danke!');
  });

  it('keeps a reply that quotes nothing whole', () => {
    expect(visibleReply('Erste Zeile.\n\nZweite Zeile.')).toBe('Erste Zeile.\n\nZweite Zeile.');
  });
});

describe('inboundMessageText', () => {
  it('appends the note in the conversation language, and only when there were attachments', () => {
    expect(inboundMessageText('Hi', 0, 'en')).toBe('Hi');
    expect(inboundMessageText('Hi', 3, 'en')).toBe(
      'Hi\n\n[This email had 3 attachments. Attachments are not taken over; please ask for them if you need them.]',
    );
    expect(inboundMessageText('', 1, 'de')).toMatch(/^\[Diese E-Mail hatte 1 Anhang\./);
    expect(inboundMessageText('', 0, 'de')).toBe('');
  });

  it('cuts a long reply so that it and the note fit the message limit', () => {
    const text = inboundMessageText('x'.repeat(MESSAGE_TEXT_MAX * 2), 1, 'de');
    expect(text.length).toBeLessThanOrEqual(MESSAGE_TEXT_MAX);
    expect(text).toMatch(/x…\n\n\[Diese E-Mail hatte 1 Anhang/);
  });
});

describe('reply addresses', () => {
  const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
  const addresses = createReplyAddresses(replyAddressKey('k'.repeat(40)), 'Reply.Example.org');

  it('carry the conversation, verifiably, whatever the case', () => {
    const address = addresses.addressOf(id);
    expect(address).toMatch(/^reply\+0f8fad5bd9cb469fa16570867728950e[0-9a-f]{24}@reply\.example\.org$/);
    expect(addresses.conversationOf(address)).toBe(id);
    expect(addresses.conversationOf(`<${address.toUpperCase()}>`)).toBe(id);
  });

  it('refuse a changed token, another domain, another key', () => {
    const address = addresses.addressOf(id);
    const other = '1f8fad5b-d9cb-469f-a165-70867728950e';
    expect(addresses.conversationOf(address.replace('0f8fad5b', '1f8fad5b'))).toBeNull();
    expect(addresses.conversationOf(address.replace('@reply.example.org', '@example.org'))).toBeNull();
    expect(addresses.conversationOf('reply+abc@reply.example.org')).toBeNull();
    const otherKey = createReplyAddresses(replyAddressKey('m'.repeat(40)), 'reply.example.org');
    expect(otherKey.conversationOf(address)).toBeNull();
    expect(addresses.conversationOf(otherKey.addressOf(other))).toBeNull();
  });
});

describe('normalizeMessageId', () => {
  it('drops angle brackets and space; nothing stays null', () => {
    expect(normalizeMessageId(' <a.b@c> ')).toBe('a.b@c');
    expect(normalizeMessageId('')).toBeNull();
    expect(normalizeMessageId(undefined)).toBeNull();
  });
});
