import type { Passkey } from '@wayfarer/contract';
import { formatDate } from '@wayfarer/domain';
import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components';
import { LoadError } from '../../components/ui/load-error';
import { Notice } from '../../components/ui/notice';
import { PageHeading } from '../../components/ui/page-heading';
import { PageLoading } from '../../components/ui/page-loading';
import { primaryButton, secondaryButton } from '../../components/ui/styles';
import { useToaster } from '../../components/ui/toast-queue';
import { useAppSettings } from '../../lib/app-context';
import { viewerTimeZone } from '../../lib/time-zone';
import { usePasskeys } from './api/get-passkeys';
import { useRemovePasskey } from './api/remove-passkey';
import { AddPasskeyDialog, RemovePasskeyDialog, RenamePasskeyDialog } from './passkey-dialogs';

function PasskeyItem({
  passkey,
  onRename,
  onRemove,
}: {
  passkey: Passkey;
  onRename: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const when = (date: string) =>
    formatDate({ date, withTime: 'minutes', timeZone: viewerTimeZone() });
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-ink-200 bg-white p-5 shadow-sm sm:flex-row sm:items-center">
      <div className="min-w-0 flex-1">
        <p className="font-semibold break-words text-ink-900">{passkey.name}</p>
        {passkey.synced ? <p className="text-sm text-ink-600">{t('passkeys.synced')}</p> : null}
        <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm text-ink-700 sm:grid-cols-[auto_1fr]">
          <dt className="font-semibold text-ink-600">{t('passkeys.added')}</dt>
          <dd>{when(passkey.createdAt)}</dd>
          <dt className="font-semibold text-ink-600">{t('passkeys.lastUsed')}</dt>
          <dd>{passkey.lastUsedAt ? when(passkey.lastUsedAt) : t('passkeys.neverUsed')}</dd>
        </dl>
      </div>
      <div className="flex flex-wrap gap-3">
        <Button
          className={secondaryButton}
          onPress={onRename}
          aria-label={t('passkeys.renameOne', { name: passkey.name })}
        >
          {t('passkeys.rename')}
        </Button>
        <Button
          className={secondaryButton}
          onPress={onRemove}
          aria-label={t('passkeys.removeOne', { name: passkey.name })}
        >
          {t('passkeys.remove')}
        </Button>
      </div>
    </li>
  );
}

function PasskeysContent() {
  const { t } = useTranslation();
  const toaster = useToaster();
  const query = usePasskeys();
  const remove = useRemovePasskey();
  const [adding, setAdding] = useState(false);
  const [renaming, setRenaming] = useState<Passkey | null>(null);
  const [removing, setRemoving] = useState<Passkey | null>(null);
  const supported = browserSupportsWebAuthn();
  const success = (message: string) =>
    toaster.show({ tone: 'success', message }, { timeout: 5000 });

  if (query.isPending) {
    return (
      <PageLoading label={t('passkeys.loading')}>
        <div aria-hidden="true" className="grid animate-pulse gap-3">
          <div className="h-28 rounded-xl border border-ink-200 bg-white" />
        </div>
      </PageLoading>
    );
  }
  if (query.isError) {
    return (
      <LoadError
        title={t('passkeys.error.title')}
        text={t('passkeys.error.text')}
        retryLabel={t('passkeys.error.retry')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return (
    <>
      {query.data.length === 0 ? (
        <p className="text-ink-700">{t('passkeys.empty')}</p>
      ) : (
        <ul className="grid gap-3" aria-label={t('passkeys.listLabel')}>
          {query.data.map((passkey) => (
            <PasskeyItem
              key={passkey.id}
              passkey={passkey}
              onRename={() => setRenaming(passkey)}
              onRemove={() => {
                remove.reset();
                setRemoving(passkey);
              }}
            />
          ))}
        </ul>
      )}
      <div className="mt-6 grid justify-items-start gap-3">
        {supported ? null : <Notice tone="info">{t('passkeys.unsupported')}</Notice>}
        <Button className={primaryButton} isDisabled={!supported} onPress={() => setAdding(true)}>
          {t('passkeys.add')}
        </Button>
      </div>
      <AddPasskeyDialog
        isOpen={adding}
        onClose={() => setAdding(false)}
        onAdded={(passkey) => success(t('passkeys.addedToast', { name: passkey.name }))}
      />
      <RenamePasskeyDialog
        passkey={renaming}
        onClose={() => setRenaming(null)}
        onRenamed={(passkey) => success(t('passkeys.renamedToast', { name: passkey.name }))}
      />
      <RemovePasskeyDialog
        passkey={removing}
        removing={remove.isPending}
        failed={remove.isError}
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          if (!removing) return;
          const { name } = removing;
          remove.mutate(removing.id, {
            onSuccess: () => {
              setRemoving(null);
              success(t('passkeys.removedToast', { name }));
            },
          });
        }}
      />
    </>
  );
}

/**
 * Passkeys (issue 22): the traveller's passkeys with when each was added and last signed in;
 * add one (confirmed with the password), rename, remove. With an external issuer, that
 * provider keeps them.
 */
export function PasskeysPage() {
  const { t } = useTranslation();
  const { config } = useAppSettings();
  return (
    <>
      <PageHeading intro={t('passkeys.intro')}>{t('pages.passkeys.title')}</PageHeading>
      {config.ownPasswords === false ? (
        <Notice tone="info">{t('passkeys.external')}</Notice>
      ) : (
        <PasskeysContent />
      )}
    </>
  );
}
