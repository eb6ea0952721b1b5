import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffMember } from '@wayfarer/contract';
import { useId, useState } from 'react';
import { secondaryButton } from '../../components/ui/styles';
import { useStaffT } from './staff-i18n';
import { resetSecondFactor, staffMembersQuery } from './staff-api';
import { StaffTable, type StaffColumn } from './staff-table';

/** The members of staff (admins): their role, their second factor, and its reset when lost. */
export function StaffMembersPage() {
  const { t } = useStaffT();
  const members = useQuery(staffMembersQuery());
  const columns: StaffColumn<StaffMember>[] = [
    {
      header: t('members.member'),
      cell: (member) => (
        <>
          <span className="font-semibold">{member.name || member.email}</span>
          <br />
          <span className="break-all text-ink-700">{member.email}</span>
        </>
      ),
    },
    { header: t('members.role'), cell: (member) => t(`roles.${member.role}`) },
    {
      header: t('members.secondFactor'),
      cell: (member) => (member.secondFactorSetUp ? t('members.setUp') : t('members.notSetUp')),
    },
  ];
  return (
    <section aria-labelledby="members-title">
      <h1 id="members-title" className="text-2xl font-bold">
        {t('members.title')}
      </h1>
      <StaffTable
        labelledBy="members-title"
        columns={columns}
        query={members}
        rowKey={(member) => member.id}
        empty={t('members.empty')}
      />
      {members.data && (
        <ResetSecondFactor members={members.data.filter((member) => member.secondFactorSetUp)} />
      )}
    </section>
  );
}

/** A lost authenticator: the member is signed out and sets it up again at the next sign-in. */
function ResetSecondFactor({ members }: { members: { id: string; email: string }[] }) {
  const { t } = useStaffT();
  const queryClient = useQueryClient();
  const [memberId, setMemberId] = useState('');
  const [reason, setReason] = useState('');
  const memberFieldId = useId();
  const reasonId = useId();
  const mutation = useMutation({
    mutationFn: (body: { userId: string; reason: string }) =>
      resetSecondFactor(body.userId, { reason: body.reason }),
    onSuccess: () => {
      setMemberId('');
      setReason('');
      return queryClient.invalidateQueries({ queryKey: staffMembersQuery().queryKey });
    },
  });
  return (
    <section
      aria-labelledby="reset-title"
      className="mt-6 rounded-lg border border-ink-200 bg-white p-4"
    >
      <h2 id="reset-title" className="font-semibold">
        {t('members.resetTitle')}
      </h2>
      <p className="mt-1 text-ink-700">{t('members.resetIntro')}</p>
      <form
        className="mt-3 flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (memberId && reason.trim().length >= 3) {
            mutation.mutate({ userId: memberId, reason: reason.trim() });
          }
        }}
      >
        <div className="flex max-w-full flex-col">
          <label htmlFor={memberFieldId} className="font-semibold">
            {t('members.member')}
          </label>
          <select
            id={memberFieldId}
            required
            value={memberId}
            onChange={(event) => setMemberId(event.target.value)}
            className="mt-1 min-h-11 max-w-full rounded-lg border border-ink-500 bg-white px-3"
          >
            <option value="">{t('members.choose')}</option>
            {members.map((member) => (
              <option key={member.id} value={member.id}>
                {member.email}
              </option>
            ))}
          </select>
        </div>
        <div className="flex max-w-full min-w-64 flex-1 flex-col">
          <label htmlFor={reasonId} className="font-semibold">
            {t('travellers.reason')}
          </label>
          <input
            id={reasonId}
            required
            minLength={3}
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            className="mt-1 min-h-11 rounded-lg border border-ink-500 bg-white px-3"
          />
        </div>
        <button type="submit" className={secondaryButton} disabled={mutation.isPending}>
          {t('members.reset')}
        </button>
      </form>
      {(mutation.data || mutation.isError) && (
        <p role="status" className="mt-3 font-semibold">
          {mutation.data
            ? t('members.resetDone', { email: mutation.data.email })
            : t('review.failed')}
        </p>
      )}
    </section>
  );
}
