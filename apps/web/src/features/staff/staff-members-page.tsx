import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { secondaryButton } from '../../components/ui/styles';
import { useStaffT } from './staff-i18n';
import { resetSecondFactor, staffMembersQuery } from './staff-api';

/** The members of staff (admins): their role, their second factor, and its reset when lost. */
export function StaffMembersPage() {
  const { t } = useStaffT();
  const members = useQuery(staffMembersQuery());
  return (
    <section aria-labelledby="members-title">
      <h1 id="members-title" className="text-2xl font-bold">
        {t('members.title')}
      </h1>
      {members.isPending && <p role="status">{t('loading')}</p>}
      {members.isError && <p role="alert">{t('loadError')}</p>}
      {members.data && (
        <>
          <div className="mt-6 overflow-x-auto rounded-lg border border-ink-200 bg-white">
            <table className="w-full text-left text-sm">
              <thead className="bg-ink-50">
                <tr>
                  <th scope="col" className="p-3">
                    {t('members.member')}
                  </th>
                  <th scope="col" className="p-3">
                    {t('members.role')}
                  </th>
                  <th scope="col" className="p-3">
                    {t('members.secondFactor')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {members.data.map((member) => (
                  <tr key={member.id} className="border-t border-ink-200">
                    <td className="p-3">
                      <span className="font-semibold">{member.name || member.email}</span>
                      <br />
                      <span className="text-ink-700">{member.email}</span>
                    </td>
                    <td className="p-3">{t(`roles.${member.role}`)}</td>
                    <td className="p-3">
                      {member.secondFactorSetUp ? t('members.setUp') : t('members.notSetUp')}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ResetSecondFactor members={members.data.filter((member) => member.secondFactorSetUp)} />
        </>
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
