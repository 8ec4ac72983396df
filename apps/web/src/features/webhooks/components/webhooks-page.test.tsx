import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Webhook, WebhookAttempt } from '@bu/contracts';
import { mockApi } from '../../../test/server';
import { anna, renderRoute, signIn } from '../../../test/utils';

vi.setConfig({ testTimeout: 20_000 });

const endpoint: Webhook = {
  id: '11111111-1111-4111-8111-111111111111',
  url: 'https://crm.example.org/hooks/bu',
  events: ['lead.created', 'lead.updated'],
  description: 'CRM',
  enabled: true,
  disabledReason: null,
  failingSince: null,
  previousSecretUntil: null,
  createdAt: '2026-11-01T10:00:00Z',
  updatedAt: '2026-11-01T10:00:00Z',
};

const attempt: WebhookAttempt = {
  id: '22222222-2222-4222-8222-222222222222',
  messageId: 'msg_0123456789abcdef',
  eventType: 'lead.created',
  attempt: 2,
  status: 'failed',
  statusCode: 503,
  durationMs: 184,
  error: null,
  createdAt: '2026-11-28T09:05:00Z',
};

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';

function stubWebhooks() {
  let webhooks = [endpoint];
  return mockApi({
    'GET /settings/webhooks': () => ({ body: { success: true, webhooks, total: webhooks.length } }),
    'POST /settings/webhooks': (_url, init) => {
      const body = JSON.parse(init.body!);
      if (!body.url.startsWith('https://'))
        return {
          status: 400,
          body: {
            success: false,
            code: 'VALIDATION_FAILED',
            message: 'Bitte prüfe deine Eingaben.',
            fieldErrors: { url: 'webhookUrlPrivate' },
          },
        };
      const created = { ...endpoint, id: '33333333-3333-4333-8333-333333333333', url: body.url, events: body.events };
      webhooks = [created, ...webhooks];
      return { status: 201, body: { success: true, webhook: { ...created, secret: SECRET } } };
    },
    'GET /settings/webhooks/:id/deliveries': () => ({ body: { success: true, attempts: [attempt], total: 1 } }),
    'POST /settings/webhooks/:id/deliveries/:messageId/resend': () => ({
      body: { success: true, messageId: attempt.messageId },
    }),
  });
}

describe('webhooks page', () => {
  it('adds an endpoint with the events ticked and shows its secret once', async () => {
    const api = stubWebhooks();
    signIn();
    const user = userEvent.setup();
    await renderRoute('/settings/webhooks');
    expect(await screen.findByRole('heading', { name: endpoint.url })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Webhook hinzufügen' }));
    const form = await screen.findByRole('form', { name: 'Neuer Webhook' });
    await user.type(within(form).getByLabelText(/Adresse \(URL\)/), 'http://10.0.0.5/hook');
    await user.click(within(form).getByRole('checkbox', { name: /Neuer Lead/ }));
    await user.click(within(form).getByRole('checkbox', { name: /Rechnung ausgestellt/ }));
    await user.click(within(form).getByRole('button', { name: 'Webhook speichern' }));
    expect(await within(form).findByText(/privates Netz/)).toBeInTheDocument();

    const url = within(form).getByLabelText(/Adresse \(URL\)/);
    await user.clear(url);
    await user.type(url, 'https://erp.example.org/in');
    await user.click(within(form).getByRole('button', { name: 'Webhook speichern' }));
    const secret = (await screen.findByDisplayValue(SECRET)).closest<HTMLElement>('[role="status"]')!;
    expect(within(secret).getByText(/nur dieses eine Mal/)).toBeInTheDocument();
    expect(api.body('POST /settings/webhooks', 1)).toMatchObject({
      url: 'https://erp.example.org/in',
      events: ['lead.created', 'invoice.issued'],
    });
    await user.click(within(secret).getByRole('button', { name: 'Erledigt' }));
    expect(screen.queryByDisplayValue(SECRET)).not.toBeInTheDocument();
  });

  it('shows the delivery log with status and duration and sends a message again', async () => {
    const api = stubWebhooks();
    signIn();
    const user = userEvent.setup();
    await renderRoute('/settings/webhooks');
    const card = (await screen.findByRole('heading', { name: endpoint.url })).closest('article')!;
    await user.click(within(card).getByRole('button', { name: 'Zustellprotokoll' }));
    const row = (await within(card).findByText('503')).closest('tr')!;
    expect(within(row).getByText('184 ms')).toBeInTheDocument();
    expect(within(row).getByText('Versuch 2')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Erneut senden' }));
    expect(await screen.findByText('Nachricht wird erneut gesendet')).toBeInTheDocument();
    expect(api.calls(`POST /settings/webhooks/${endpoint.id}/deliveries/${attempt.messageId}/resend`)).toHaveLength(1);
  });

  it('tells a member that admins set it up', async () => {
    mockApi({});
    signIn({ ...anna, role: 'member' });
    await renderRoute('/settings/webhooks');
    expect(await screen.findByText('Nur Admins deines Anbieters richten Webhooks ein.')).toBeInTheDocument();
  });
});
