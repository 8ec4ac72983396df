/**
 * The team (team.ts): members, invitations and joining from an invitation link.
 * Part of the endpoint map (endpoints.ts; ADR 024, 051, 055).
 */
import { okSchema, sessionResponseSchema } from '../auth';
import { tokenQuerySchema, uuidParamsSchema } from '../common';
import { adminOnly, type Endpoint } from '../endpoint';
import {
  acceptInvitationSchema,
  teamInviteSchema,
  teamListResponseSchema,
  teamMemberResponseSchema,
  teamMemberUpdateSchema,
} from './team';

export const teamEndpoints = {
  listTeam: {
    route: 'GET /settings/team',
    querystring: tokenQuerySchema,
    responses: { 200: teamListResponseSchema },
    summary: 'The team members',
    auth: 'session',
  },
  inviteMember: {
    route: 'POST /settings/team',
    body: teamInviteSchema,
    responses: { 201: teamMemberResponseSchema },
    summary: 'Invite a team member',
    auth: 'session',
    errors: [...adminOnly, 'CONFLICT', 'INVITATION_PENDING'],
  },
  resendInvitation: {
    route: 'POST /settings/team/:id/resend-invitation',
    params: uuidParamsSchema,
    responses: { 200: teamMemberResponseSchema },
    summary: 'Mail an invitation again',
    auth: 'session',
    errors: [...adminOnly, 'CONFLICT'],
    rateLimited: true,
  },
  updateMember: {
    route: 'PUT /settings/team/:id',
    params: uuidParamsSchema,
    body: teamMemberUpdateSchema,
    responses: { 200: teamMemberResponseSchema },
    summary: "Change a member's role or name",
    auth: 'session',
    errors: [...adminOnly, 'CONFLICT'],
  },
  removeMember: {
    route: 'DELETE /settings/team/:id',
    params: uuidParamsSchema,
    querystring: tokenQuerySchema,
    responses: { 200: okSchema },
    summary: 'Remove a team member',
    auth: 'session',
    errors: [...adminOnly, 'CONFLICT'],
  },
  acceptInvitation: {
    route: 'POST /auth/accept-invitation',
    body: acceptInvitationSchema(),
    responses: { 200: sessionResponseSchema },
    summary: 'Join a team from an invitation link',
    auth: 'link',
    errors: ['LINK_INVALID', 'LINK_EXPIRED', 'CONFLICT'],
    rateLimited: true,
  },
} as const satisfies Record<string, Endpoint>;
