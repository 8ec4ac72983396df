/**
 * Team members (seed §6): everyone sees the list with role and status; only admins invite by
 * email, change roles and remove members (after a confirmation). Controls that can only fail
 * are not offered: the creator account (support removes it) has no remove button, the only
 * active admin neither a role select nor a remove button. Invitations not yet accepted can be
 * resent or revoked; inviting a pending address again offers the resend. The server still
 * guards all of it and answers 409 with a text we show as it is.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { teamInviteSchema, type TeamMember } from '@bu/contracts';
import { Send, Trash2 } from 'lucide-react';
import { SkeletonList } from '../../../components/ui/skeleton';
import { Button } from '../../../components/ui/button';
import { Alert } from '../../../components/ui/alert';
import { SelectControl, SelectField, TextField } from '../../../components/ui/field';
import { NameFields } from '../../../components/ui/name-fields';
import { SubmitButton } from '../../../components/ui/submit-button';
import { currentLanguage } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { DataCell, DataHead, DataTable } from '../../../components/ui/data-table';
import { Badge } from '../../../components/ui/badge';
import { isApiError } from '../../../lib/api-client';
import { useInviteMember, useRemoveMember, useResendInvitation, useTeam, useUpdateMember } from '../api';
import { applyServerErrors, useZodForm } from '../../../lib/forms';
import '../settings.css';

const INVITE_FIELDS = ['email', 'firstName', 'lastName', 'role'] as const;

function InviteForm() {
  const { t } = useTranslation();
  const invite = useInviteMember();
  const resend = useResendInvitation();
  // 409 INVITATION_PENDING: the address is invited already; offer to send the invitation again.
  const [pending, setPending] = useState<{ memberId: string; email: string; message: string } | null>(null);
  const form = useZodForm(teamInviteSchema, {
    defaultValues: { email: '', firstName: '', lastName: '', role: 'member' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    if (invite.isPending) return;
    setPending(null);
    invite.mutate(
      { ...values, language: currentLanguage() },
      {
        onSuccess: ({ member }) => {
          form.reset();
          toast.success(t('settings.team.invited', { email: member.email }));
        },
        onError: (error) => {
          const memberId =
            isApiError(error) && error.code === 'INVITATION_PENDING' ? error.params?.memberId : undefined;
          if (memberId) setPending({ memberId: String(memberId), email: values.email, message: error.message });
          else applyServerErrors(form, error, { fields: INVITE_FIELDS });
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} className="form form--boxed" aria-labelledby="team-invite-heading">
      <h3 id="team-invite-heading">{t('settings.team.inviteHeading')}</h3>
      {pending ? (
        <Alert tone="info">
          <p>{pending.message}</p>
          <p>
            <Button
              size="sm"
              icon={Send}
              pending={resend.isPending}
              pendingLabel={t('settings.team.inviting')}
              onClick={() => {
                resend.mutate(pending.memberId, {
                  onSuccess: () => {
                    toast.success(t('settings.team.resent', { email: pending.email }));
                    setPending(null);
                    form.reset();
                  },
                  onError: (error) => toast.error(error.message),
                });
              }}
            >
              {t('settings.team.resendInvitation')}
            </Button>
          </p>
        </Alert>
      ) : null}
      <TextField
        label={t('settings.team.email')}
        type="email"
        required
        autoComplete="off"
        error={errors.email}
        errorValues={{ max: 254 }}
        {...form.register('email')}
      />
      <NameFields form={form} whose="someone else" />
      <SelectField label={t('settings.team.role')} error={errors.role} {...form.register('role')}>
        <option value="member">{t('settings.team.roles.member')}</option>
        <option value="admin">{t('settings.team.roles.admin')}</option>
      </SelectField>
      <SubmitButton pending={invite.isPending} pendingLabel={t('settings.team.inviting')}>
        {t('settings.team.invite')}
      </SubmitButton>
    </form>
  );
}

export function TeamSection({ isAdmin }: { isAdmin: boolean }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const team = useTeam();
  const update = useUpdateMember();
  const remove = useRemoveMember();
  const resend = useResendInvitation();
  const { support } = useSession();
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const members = team.data?.members ?? [];
  const nameOf = (member: TeamMember) => `${member.firstName} ${member.lastName}`.trim() || member.email;
  const activeAdmins = members.filter((m) => m.role === 'admin' && m.status === 'active').length;
  const isOnlyAdmin = (member: TeamMember) =>
    member.role === 'admin' && member.status === 'active' && activeAdmins <= 1;
  const canRemove = (member: TeamMember) => !isOnlyAdmin(member) && (!member.isCreator || Boolean(support));
  const revoking = removing?.status === 'invited';

  const onResend = (member: TeamMember) => {
    if (resend.isPending) return;
    resend.mutate(member.id, {
      onSuccess: () => toast.success(t('settings.team.resent', { email: member.email })),
      // 429 after a few resends: the server's text asks to wait.
      onError: (error) => toast.error(error.message),
    });
  };

  const onRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () =>
        toast.success(
          revoking
            ? t('settings.team.revoked', { email: removing.email })
            : t('settings.team.removed', { name: nameOf(removing) }),
        ),
      // 409: the creator account or the last admin; the server's text says why.
      onError: (error) => toast.error(error.message),
      onSettled: () => setRemoving(null),
    });
  };

  return (
    <>
      {!isAdmin ? (
        <Alert tone="info">
          <p>{t('settings.team.adminOnly')}</p>
        </Alert>
      ) : null}
      {team.isError ? (
        <Alert>
          <p>{team.error.message}</p>
        </Alert>
      ) : null}
      {team.isPending ? <SkeletonList rows={2} columns={3} /> : null}
      {members.length ? (
        <div>
          <DataTable>
            <caption className="visually-hidden">{t('settings.team.caption')}</caption>
            <thead>
              <tr>
                <DataHead>{t('settings.team.name')}</DataHead>
                <DataHead>{t('settings.team.email')}</DataHead>
                <DataHead>{t('settings.team.role')}</DataHead>
                <DataHead>{t('settings.team.status')}</DataHead>
                {isAdmin ? <DataHead>{t('settings.team.actions')}</DataHead> : null}
              </tr>
            </thead>
            <tbody>
              {members.map((member) => (
                <tr key={member.id}>
                  <DataCell kind="primary">
                    {nameOf(member)}
                    {member.id === user?.id ? <span className="muted"> ({t('settings.team.you')})</span> : null}
                    {member.isCreator ? <Badge tone="info">{t('settings.team.creator')}</Badge> : null}
                  </DataCell>
                  <td data-label={t('settings.team.email')} className="team-table__email">
                    {member.email}
                  </td>
                  <td data-label={t('settings.team.role')}>
                    {isAdmin && !isOnlyAdmin(member) ? (
                      <SelectControl
                        compact
                        aria-label={t('settings.team.roleOf', { name: nameOf(member) })}
                        value={member.role}
                        onChange={(event) => {
                          const role = event.target.value as 'admin' | 'member';
                          update.mutate(
                            { id: member.id, role },
                            {
                              onSuccess: () => toast.success(t('settings.team.roleChanged', { name: nameOf(member) })),
                              onError: (error) => toast.error(error.message),
                            },
                          );
                        }}
                      >
                        <option value="admin">{t('settings.team.roles.admin')}</option>
                        <option value="member">{t('settings.team.roles.member')}</option>
                      </SelectControl>
                    ) : (
                      t(`settings.team.roles.${member.role}`)
                    )}
                  </td>
                  <td data-label={t('settings.team.status')}>
                    <Badge tone={member.status === 'active' ? 'success' : 'neutral'}>
                      {t(`settings.team.statuses.${member.status}`)}
                    </Badge>
                  </td>
                  {isAdmin ? (
                    <td data-label={t('settings.team.actions')}>
                      <div className="button-row">
                        {member.status === 'invited' ? (
                          <Button
                            variant="ghost"
                            size="sm"
                            icon={Send}
                            aria-label={t('settings.team.resendOf', { name: nameOf(member) })}
                            pending={resend.isPending}
                            onClick={() => onResend(member)}
                          >
                            {t('settings.team.resend')}
                          </Button>
                        ) : null}
                        {canRemove(member) ? (
                          <Button
                            variant="ghost"
                            size="sm"
                            icon={Trash2}
                            aria-label={
                              member.status === 'invited'
                                ? t('settings.team.revokeOf', { name: nameOf(member) })
                                : t('settings.team.removeOf', { name: nameOf(member) })
                            }
                            onClick={() => setRemoving(member)}
                          >
                            {member.status === 'invited' ? t('settings.team.revoke') : t('settings.team.remove')}
                          </Button>
                        ) : null}
                      </div>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </DataTable>
        </div>
      ) : null}
      {isAdmin ? <InviteForm /> : null}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        title={revoking ? t('settings.team.revokeHeading') : t('settings.team.removeHeading')}
        description={
          revoking
            ? t('settings.team.revokeText', { email: removing.email })
            : t('settings.team.removeText', { name: removing ? nameOf(removing) : '' })
        }
        confirmLabel={revoking ? t('settings.team.revoke') : t('settings.team.remove')}
        cancelLabel={t('settings.cancel')}
        pendingLabel={revoking ? t('settings.team.revoking') : t('settings.team.removing')}
        pending={remove.isPending}
        tone="danger"
        onConfirm={onRemove}
      />
    </>
  );
}
