/** What of a reply mail is kept: the new text without quoted history or signature, and the attachment note. */
import { describe, expect, it } from 'vitest';
import { MESSAGE_TEXT_MAX } from '@bu/contracts';
import { inboundMessageText, visibleReply } from './message-text';
import { createReplyAddresses, replyAddressKey } from './reply-address';
import { normalizeMessageId } from './service';

describe('visibleReply', () => {
  it.each([
    ['German Gmail', 'Danke!\n\nAm Di., 24. Nov. 2026 um 10:00 Uhr schrieb Akademie <reply+a@x.org>:\n> Hallo'],
    ['German Thunderbird', 'Danke!\n\nAm 24.11.2026 10:00 schrieb "Akademie Nord" <reply+a@x.org>:\n\n> Hallo'],
    ['German Outlook', 'Danke!\n\n-----Ursprüngliche Nachricht-----\nVon: Akademie\nGesendet: Dienstag\n\nHallo'],
    [
      'English Outlook',
      'Danke!\n\nFrom: Akademie <x@y.z>\nSent: Tuesday, November 24, 2026 10:00 AM\nTo: Lena\n\nHello',
    ],
    ['English Gmail, CRLF', 'Danke!\r\n\r\nOn Tue, Nov 24, 2026 at 10:00 AM Akademie <x@y.z> wrote:\r\n> Hello\r\n'],
    ['a signature', 'Danke!\n\n-- \nLena Muster\nTel. 040 123'],
  ])('keeps only the new text (%s)', (_name, mail) => {
    expect(visibleReply(mail)).toBe('Danke!');
  });

  it('reads an HTML-only mail', () => {
    expect(visibleReply('', '<p>Ich komme <b>gern</b>.</p><blockquote>&gt; alt</blockquote>')).toMatch(
      /^Ich komme gern\./,
    );
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
