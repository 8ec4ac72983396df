/** The participant mails name the provider mid-sentence and at a sentence's end: "e. V." keeps one period. */
import { describe, expect, it } from 'vitest';
import { leadTemplates } from './mail-templates';

const provider = 'Bildungswerk Nord e. V.';

describe.each(['de', 'en'] as const)('a provider name ending in a period (%s)', (language) => {
  it('ends the sentence once in the inquiry confirmation and the place confirmation', () => {
    const confirmation = leadTemplates.inquiryConfirmation(
      language,
      'Anna',
      provider,
      'Rhetorik',
      'Hallo',
      'reply@example.org',
    );
    const placed = leadTemplates.placeConfirmed(language, 'Anna', provider, 'Rhetorik');
    for (const mail of [confirmation, placed]) {
      expect(mail.text).toContain(provider);
      expect(mail.text).not.toContain('e. V..');
      expect(mail.html).not.toContain('e. V..');
    }
    expect(placed.text).toMatch(
      language === 'de' ? /von Bildungswerk Nord e\. V\. Bitte/ : /from Bildungswerk Nord e\. V\. Please/,
    );
  });
});
