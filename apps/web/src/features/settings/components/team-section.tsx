/**
 * Team members (seed §6): everyone sees the list with role and status; only admins invite by
 * email, change roles and remove members (after a confirmation). The server guards the
 * creator account and the last admin and answers 409 with a text we show as it is.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { teamInviteSchema, type TeamMember } from '@bu/contracts';
import { Alert } from '../../../components/ui/alert';
import { SelectField, TextField } from '../../../components/ui/field';
import { SubmitButton } from '../../../components/ui/submit-button';
import { currentLanguage } from '../../../lib/i18n';
import { useSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useInviteMember, useRemoveMember, useTeam, useUpdateMember, type InviteInput } from '../api';
import { applyServerErrors } from './server-errors';

const INVITE_FIELDS = ['email', 'firstName', 'lastName', 'role'] as const;

function InviteForm() {
  const { t } = useTranslation();
  const invite = useInviteMember();
  const form = useForm<InviteInput>({
    resolver: zodResolver(teamInviteSchema) as never,
    defaultValues: { email: '', firstName: '', lastName: '', role: 'member' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    if (invite.isPending) return;
    invite.mutate(
      { ...values, language: currentLanguage() },
      {
        onSuccess: ({ member }) => {
          form.reset();
          toast.success(t('settings.team.invited', { email: member.email }));
        },
        onError: (error) => applyServerErrors(form, error, INVITE_FIELDS),
      },
    );
  });

  return (
    <form noValidate onSubmit={onSubmit} className="form form--boxed" aria-labelledby="team-invite-heading">
      <h3 id="team-invite-heading">{t('settings.team.inviteHeading')}</h3>
      <TextField
        label={t('settings.team.email')}
        type="email"
        required
        autoComplete="off"
        error={errors.email}
        errorValues={{ max: 254 }}
        {...form.register('email')}
      />
      <div className="form__row">
        <TextField
          label={t('settings.personal.firstName')}
          required
          autoComplete="off"
          error={errors.firstName}
          errorValues={{ max: 100 }}
          {...form.register('firstName')}
        />
        <TextField
          label={t('settings.personal.lastName')}
          required
          autoComplete="off"
          error={errors.lastName}
          errorValues={{ max: 100 }}
          {...form.register('lastName')}
        />
      </div>
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
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const members = team.data?.members ?? [];
  const nameOf = (member: TeamMember) => `${member.firstName} ${member.lastName}`.trim() || member.email;

  const onRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => toast.success(t('settings.team.removed', { name: nameOf(removing) })),
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
      {members.length ? (
        <div className="table-wrap">
          <table className="table">
            <caption className="visually-hidden">{t('settings.team.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('settings.team.name')}</th>
                <th scope="col">{t('settings.team.email')}</th>
                <th scope="col">{t('settings.team.role')}</th>
                <th scope="col">{t('settings.team.status')}</th>
                {isAdmin ? <th scope="col">{t('settings.team.actions')}</th> : null}
              </tr>
            </thead>
            <tbody>
              {members.map((member) => (
                <tr key={member.id}>
                  <td>
                    {nameOf(member)}
                    {member.id === user?.id ? <span className="muted"> ({t('settings.team.you')})</span> : null}
                    {member.isCreator ? <span className="badge badge--info">{t('settings.team.creator')}</span> : null}
                  </td>
                  <td>{member.email}</td>
                  <td>
                    {isAdmin ? (
                      <select
                        className="field__control field__control--compact"
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
                      </select>
                    ) : (
                      t(`settings.team.roles.${member.role}`)
                    )}
                  </td>
                  <td>
                    <span className={member.status === 'active' ? 'badge badge--success' : 'badge'}>
                      {t(`settings.team.statuses.${member.status}`)}
                    </span>
                  </td>
                  {isAdmin ? (
                    <td>
                      <button
                        type="button"
                        className="button button--danger button--small"
                        aria-label={t('settings.team.removeOf', { name: nameOf(member) })}
                        onClick={() => setRemoving(member)}
                      >
                        {t('settings.team.remove')}
                      </button>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {isAdmin ? <InviteForm /> : null}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        title={t('settings.team.removeHeading')}
        description={t('settings.team.removeText', { name: removing ? nameOf(removing) : '' })}
        confirmLabel={t('settings.team.remove')}
        cancelLabel={t('settings.cancel')}
        pendingLabel={t('settings.team.removing')}
        pending={remove.isPending}
        tone="danger"
        onConfirm={onRemove}
      />
    </>
  );
}
