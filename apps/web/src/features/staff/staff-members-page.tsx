import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffMember } from '@wayfarer/contract';
import { useState } from 'react';
import { useStaffT } from './staff-i18n';
import { resetSecondFactor, staffMembersQuery } from './staff-api';
import { StaffActionForm } from './staff-action-form';
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
  const mutation = useMutation({
    mutationFn: (body: { userId: string; reason: string }) =>
      resetSecondFactor(body.userId, { reason: body.reason }),
    onSuccess: () => {
      setMemberId('');
      return queryClient.invalidateQueries({ queryKey: staffMembersQuery().queryKey });
    },
  });
  return (
    <StaffActionForm
      titleId="reset-title"
      title={t('members.resetTitle')}
      intro={<p className="mt-1 text-ink-700">{t('members.resetIntro')}</p>}
      choice={{
        label: t('members.member'),
        placeholder: t('members.choose'),
        options: members.map((member) => ({ value: member.id, label: member.email })),
        value: memberId,
        onChange: setMemberId,
      }}
      submitLabel={t('members.reset')}
      pending={mutation.isPending}
      outcome={
        mutation.data
          ? t('members.resetDone', { email: mutation.data.email })
          : mutation.isError
            ? t('review.failed')
            : null
      }
      onSubmit={(reason, done) =>
        mutation.mutate({ userId: memberId, reason }, { onSuccess: done })
      }
    />
  );
}
