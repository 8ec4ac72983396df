/** Helpers shared by the browser journeys: the dev mailbox and unique addresses. */
import { expect, type APIRequestContext } from '@playwright/test';

export const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;

interface Mail {
  subject: string;
  text: string;
}

/** Waits until the dev mailbox holds `count` mails for `to`; answers them newest first. */
export async function mailsFor(request: APIRequestContext, to: string, count = 1): Promise<Mail[]> {
  let messages: Mail[] = [];
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
        messages = (await res.json()).messages;
        return messages.length;
      },
      { timeout: 15_000 },
    )
    .toBeGreaterThanOrEqual(count);
  return messages;
}

export const linkIn = (mail: Mail) => {
  const url = /https?:\/\/\S+\?key=[\w-]+/.exec(mail.text)?.[0];
  if (!url) throw new Error(`no link in mail "${mail.subject}"`);
  return new URL(url).pathname + new URL(url).search;
};
