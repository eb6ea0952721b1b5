import type { Referral } from '@wayfarer/contract';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components';
import { CopyButton } from '../../components/ui/copy-button';
import { useToaster } from '../../components/ui/toast-queue';

const buttonClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full border border-ink-300 bg-white px-4 text-sm font-semibold text-ink-900 outline-none hover:border-brand-600 hover:text-brand-700 focus-visible:ring-2 focus-visible:ring-focus';

function ShareIcon({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <circle cx="18" cy="5" r="3" />
      <circle cx="6" cy="12" r="3" />
      <circle cx="18" cy="19" r="3" />
      <path d="M8.6 13.5l6.8 4M15.4 6.5l-6.8 4" />
    </svg>
  );
}

/**
 * Shares the invitation with the device's share sheet; without one (most desktops), copies the
 * invitation text and link to the clipboard instead.
 */
function ShareButton({ referral }: { referral: Referral }) {
  const { t } = useTranslation();
  const toaster = useToaster();
  const title = t('referral.invite.shareTitle');
  const text = t('referral.invite.shareText', {
    code: referral.code,
    percent: referral.rules.friendDiscountPercent,
  });

  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text, url: referral.invitationLink });
        return;
      } catch (error) {
        // The traveller closed the share sheet: nothing to say.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      if (typeof navigator.clipboard?.writeText !== 'function') throw new Error('No clipboard');
      await navigator.clipboard.writeText(`${text} ${referral.invitationLink}`);
      toaster.show(
        { tone: 'success', message: t('referral.invite.shareCopied') },
        { timeout: 5000 },
      );
    } catch {
      toaster.show({ tone: 'danger', message: t('referral.invite.copyFailed') }, { timeout: 8000 });
    }
  };

  return (
    <Button onPress={() => void share()} className={buttonClass}>
      <ShareIcon className="size-4 shrink-0" />
      {t('referral.invite.share')}
    </Button>
  );
}

function CodeAndLink({ referral }: { referral: Referral }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <div>
        <dl>
          <dt className="text-sm font-semibold text-ink-600">{t('referral.invite.codeLabel')}</dt>
          <dd className="mt-1 font-mono text-2xl font-bold tracking-wider text-ink-900">
            {referral.code}
          </dd>
        </dl>
        <div className="mt-3 flex flex-wrap gap-2">
          <CopyButton
            value={referral.code}
            label={t('referral.invite.copyCode')}
            copiedMessage={t('referral.invite.codeCopied')}
            failedMessage={t('referral.invite.copyFailed')}
            className={buttonClass}
          >
            {t('referral.invite.copy')}
          </CopyButton>
          <ShareButton referral={referral} />
        </div>
      </div>
      <div className="min-w-0">
        <dl>
          <dt className="text-sm font-semibold text-ink-600">{t('referral.invite.linkLabel')}</dt>
          <dd className="mt-1 truncate font-mono text-sm text-ink-900">
            {referral.invitationLink}
          </dd>
        </dl>
        <div className="mt-3">
          <CopyButton
            value={referral.invitationLink}
            label={t('referral.invite.copyLink')}
            copiedMessage={t('referral.invite.linkCopied')}
            failedMessage={t('referral.invite.copyFailed')}
            className={buttonClass}
          >
            {t('referral.invite.copy')}
          </CopyButton>
        </div>
      </div>
    </div>
  );
}

function Rules({ referral }: { referral: Referral }) {
  const { t } = useTranslation();
  const { rules } = referral;
  return (
    <section
      aria-labelledby="referral-rules-title"
      className="rounded-xl border border-ink-200 bg-white p-6"
    >
      <h2 id="referral-rules-title" className="text-lg font-semibold text-ink-900">
        {t('referral.rules.title')}
      </h2>
      <ul className="mt-3 list-disc space-y-2 pl-5 text-ink-700">
        <li>
          {t('referral.rules.friend', {
            percent: rules.friendDiscountPercent,
            minAge: rules.friendMinAge,
            maxAge: rules.friendMaxAge,
          })}
        </li>
        <li>{t('referral.rules.inviter')}</li>
        <li>
          {t('referral.rules.perFriend', {
            percent: rules.percentPerDepartedFriend,
            max: rules.maxPercent,
          })}
        </li>
        <li>{t('referral.rules.onePerson')}</li>
      </ul>
    </section>
  );
}

/** Invite friends: the personal code and link to copy or share, and the rules. */
export function InviteTab({ referral }: { referral: Referral }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-6">
      <section
        aria-labelledby="referral-invite-title"
        className="rounded-xl border border-ink-200 bg-white p-6"
      >
        <h2 id="referral-invite-title" className="text-lg font-semibold text-ink-900">
          {t('referral.invite.title')}
        </h2>
        {referral.canInvite ? (
          <>
            <p className="mt-1 mb-5 text-ink-600">
              {t('referral.invite.text', { percent: referral.rules.friendDiscountPercent })}
            </p>
            <CodeAndLink referral={referral} />
          </>
        ) : (
          <div
            role="status"
            className="mt-3 rounded-lg border-l-4 border-accent-500 bg-accent-100 p-4 text-ink-900"
          >
            <p className="font-semibold">{t('referral.cannotInvite.title')}</p>
            <p className="mt-1">{t('referral.cannotInvite.text')}</p>
          </div>
        )}
      </section>
      <Rules referral={referral} />
    </div>
  );
}
