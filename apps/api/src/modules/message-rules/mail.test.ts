/** The rule mail's footer ends with the provider's name: "e. V." keeps one period. */
import { describe, expect, it } from 'vitest';
import { ruleMail } from './mail';

const provider = 'Bildungswerk Nord e. V.';

describe.each(['de', 'en'] as const)('the rule mail footer (%s)', (language) => {
  it('ends the rule mail footer once, and still ends it after a name without a period', () => {
    expect(ruleMail(language, 'Betreff', 'Text', provider, 'https://x.example/opt-out').text).toMatch(
      /Bildungswerk Nord e\. V\.\n/,
    );
    expect(ruleMail(language, 'Betreff', 'Text', 'Nordsee Akademie', 'https://x.example/opt-out').text).toMatch(
      /Nordsee Akademie\.\n/,
    );
  });
});
