import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { suggestedMessageRules, type MessageRule } from '@bu/contracts';
import { mockApi } from '../../../test/server';
import { anna, renderRoute, signIn } from '../../../test/utils';

vi.setConfig({ testTimeout: 20_000 });

const reminder: MessageRule = {
  ...suggestedMessageRules[1]!,
  attach: [...suggestedMessageRules[1]!.attach],
  id: '11111111-1111-4111-8111-111111111111',
  createdAt: '2026-11-01T10:00:00Z',
  updatedAt: '2026-11-01T10:00:00Z',
};

function stubRules() {
  let rules = [reminder];
  return mockApi({
    'GET /settings/message-rules': () => ({ body: { success: true, rules, total: rules.length } }),
    'GET /settings/message-rules/log': () => ({ body: { success: true, entries: [], total: 0 } }),
    'PUT /settings/message-rules/:id': (_url, init) => {
      rules = [{ ...reminder, ...JSON.parse(init.body!) }];
      return { body: { success: true, rule: rules[0] } };
    },
    'POST /settings/message-rules': (_url, init) => ({
      status: 400,
      body: {
        success: false,
        code: 'VALIDATION_FAILED',
        message: 'Bitte prüfe deine Eingaben.',
        fieldErrors: {
          'body.de': JSON.parse(init.body!).body.de.includes('{{vorname}}') ? 'messageRuleVariableUnknown' : 'invalid',
        },
      },
    }),
    'GET /settings/message-rules/:id/preview': () => ({
      body: {
        success: true,
        total: 1,
        participants: [
          {
            leadId: '22222222-2222-4222-8222-222222222222',
            firstName: 'Anna',
            lastName: 'Berg',
            email: 'anna@example.org',
            language: 'de',
            seminarId: '33333333-3333-4333-8333-333333333333',
            seminarTitle: 'Klimawandel im Wattenmeer',
            dueDate: '2027-01-11',
            status: 'scheduled',
            subject: 'Bald geht es los: „Klimawandel im Wattenmeer“',
            text: 'Guten Tag Anna Berg,',
          },
        ],
      },
    }),
  });
}

describe('automatic messages page', () => {
  it('shows when a rule sends, switches it on and previews it per participant', async () => {
    const api = stubRules();
    signIn();
    const user = userEvent.setup();
    await renderRoute('/message-rules');
    const card = (await screen.findByRole('heading', { name: 'Bald geht es los: „{{seminarTitle}}“' })).closest(
      'article',
    )!;
    expect(within(card).getByText(/3 Tage vor Seminarbeginn · Gebuchte Teilnehmende/)).toBeInTheDocument();

    await user.click(within(card).getByRole('checkbox', { name: 'Aktiv' }));
    expect(await screen.findByText('Regel eingeschaltet')).toBeInTheDocument();
    expect(api.body(`PUT /settings/message-rules/${reminder.id}`)).toMatchObject({ enabled: true, offsetDays: 3 });

    await user.click(within(card).getByRole('button', { name: 'Vorschau' }));
    const row = (await within(card).findByText('Klimawandel im Wattenmeer')).closest('tr')!;
    expect(within(row).getByText('11.01.2027')).toBeInTheDocument();
    expect(within(row).getByText('Geplant')).toBeInTheDocument();
  });

  it('marks an unknown variable at its field', async () => {
    stubRules();
    signIn();
    const user = userEvent.setup();
    await renderRoute('/message-rules');
    await user.click(await screen.findByRole('button', { name: 'Neue Regel' }));
    const form = await screen.findByRole('form', { name: 'Neue Regel' });
    const [subjectDe, subjectEn] = within(form).getAllByLabelText(/Betreff/);
    const [bodyDe, bodyEn] = within(form).getAllByLabelText(/^Text/);
    await user.type(subjectDe!, 'Hallo');
    await user.type(subjectEn!, 'Hello');
    await user.type(bodyDe!, 'Hallo {{{{vorname}}');
    await user.type(bodyEn!, 'Hello');
    await user.click(within(form).getByRole('button', { name: 'Regel speichern' }));
    expect(await within(form).findByText(/unbekannte Variable/)).toBeInTheDocument();
  });

  it('tells a member that admins set it up', async () => {
    mockApi({});
    signIn({ ...anna, role: 'member' });
    await renderRoute('/message-rules');
    expect(
      await screen.findByText('Automatische Nachrichten richten nur Admins deines Anbieters ein.'),
    ).toBeInTheDocument();
  });
});
