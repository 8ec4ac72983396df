/** A provider's team and its invitations (seed §6, DESIGN §5 Team member). */
import { z } from 'zod';
import {
  emailSchema,
  keySchema,
  languageSchema,
  passwordSchema,
  userRoleSchema,
  PASSWORD_MIN_LENGTH_DEFAULT,
} from '../auth';
import { requiredText, token } from './fields';

export const teamMemberStatuses = ['invited', 'active'] as const;
export type TeamMemberStatus = (typeof teamMemberStatuses)[number];

export const teamMemberSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: userRoleSchema,
  isCreator: z.boolean(),
  status: z.enum(teamMemberStatuses),
  createdAt: z.string(),
  /** Whether the member signs in with a second factor (admins see it, issue 12). */
  twoFactorEnabled: z.boolean(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;
export const teamListResponseSchema = z.object({
  success: z.literal(true),
  members: z.array(teamMemberSchema),
  total: z.number(),
});
export type TeamListResponse = z.infer<typeof teamListResponseSchema>;
export const teamMemberResponseSchema = z.object({ success: z.literal(true), member: teamMemberSchema });
export type TeamMemberResponse = z.infer<typeof teamMemberResponseSchema>;

export const teamInviteSchema = z.object({
  ...token,
  email: emailSchema,
  firstName: requiredText(100),
  lastName: requiredText(100),
  role: userRoleSchema.default('member'),
  /** Language of the invitation mail and the new account; the inviter's when absent. */
  language: languageSchema.optional(),
});

export const teamMemberUpdateSchema = z.object({
  ...token,
  role: z.enum(['admin', 'member'], { error: 'invalid' }).optional(),
  firstName: requiredText(100).optional(),
  lastName: requiredText(100).optional(),
});

/** POST /auth/accept-invitation. `passwordConfirmation` is checked when sent. */
export const acceptInvitationSchema = (minLength = PASSWORD_MIN_LENGTH_DEFAULT) =>
  z
    .object({
      key: keySchema,
      password: passwordSchema(minLength),
      passwordConfirmation: z.string().optional(),
    })
    .refine((v) => v.passwordConfirmation === undefined || v.password === v.passwordConfirmation, {
      error: 'passwordsDoNotMatch',
      path: ['passwordConfirmation'],
    });
