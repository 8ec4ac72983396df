/**
 * Message rules (message-rules.ts, ADR 043): the rules, their preview and log, and a
 * participant's opt-out link.
 * Part of the endpoint map (endpoints.ts; ADR 024, 051, 055).
 */
import { okSchema } from './auth';
import { tokenQuerySchema, uuidParamsSchema } from './common';
import { adminOnly, type Endpoint } from './endpoint';
import {
  messageRuleBodySchema,
  messageRuleListResponseSchema,
  messageRuleLogResponseSchema,
  messageRulePreviewResponseSchema,
  messageRuleResponseSchema,
  ruleMailOptOutBodySchema,
} from './message-rules';

export const messageRuleEndpoints = {
  listMessageRules: {
    route: 'GET /settings/message-rules',
    querystring: tokenQuerySchema,
    responses: { 200: messageRuleListResponseSchema },
    summary: "The provider's message rules",
    auth: 'session',
    errors: adminOnly,
  },
  createMessageRule: {
    route: 'POST /settings/message-rules',
    body: messageRuleBodySchema,
    responses: { 201: messageRuleResponseSchema },
    summary: 'Create a message rule',
    auth: 'session',
    errors: adminOnly,
  },
  updateMessageRule: {
    route: 'PUT /settings/message-rules/:id',
    params: uuidParamsSchema,
    body: messageRuleBodySchema,
    responses: { 200: messageRuleResponseSchema },
    summary: 'Change a message rule (or switch it on or off)',
    auth: 'session',
    errors: [...adminOnly, 'NOT_FOUND'],
  },
  deleteMessageRule: {
    route: 'DELETE /settings/message-rules/:id',
    params: uuidParamsSchema,
    querystring: tokenQuerySchema,
    responses: { 200: okSchema },
    summary: 'Delete a message rule (its log goes with it)',
    auth: 'session',
    errors: [...adminOnly, 'NOT_FOUND'],
  },
  previewMessageRule: {
    route: 'GET /settings/message-rules/:id/preview',
    params: uuidParamsSchema,
    querystring: tokenQuerySchema,
    responses: { 200: messageRulePreviewResponseSchema },
    summary: 'Where a message rule stands for each participant it reaches, with the mail as they get it',
    auth: 'session',
    errors: [...adminOnly, 'NOT_FOUND'],
  },
  messageRuleLog: {
    route: 'GET /settings/message-rules/log',
    querystring: tokenQuerySchema,
    responses: { 200: messageRuleLogResponseSchema },
    summary: 'What the message rules sent (or skipped) in the last 30 days',
    auth: 'session',
    errors: adminOnly,
  },
  optOutOfRuleMails: {
    route: 'POST /public/rule-mails/opt-out',
    body: ruleMailOptOutBodySchema,
    responses: { 200: okSchema },
    summary: "Stop a provider's automatic mails to the participant a mailed opt-out link names",
    auth: 'link',
    errors: ['LINK_INVALID'],
    rateLimited: true,
  },
} as const satisfies Record<string, Endpoint>;
