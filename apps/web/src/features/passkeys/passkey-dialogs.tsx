import type { Passkey } from '@wayfarer/contract';
import { MAX_PASSKEY_NAME_LENGTH, getVariant, pathFor } from '@wayfarer/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components';
import { TextField } from '../../components/ui/form-fields';
import { ModalDialog } from '../../components/ui/modal-dialog';
import { Notice } from '../../components/ui/notice';
import { primaryButton, secondaryButton } from '../../components/ui/styles';
import type { TranslationKey } from '../../i18n/i18n';
import { isApiError } from '../../lib/api-client';
import { useAppSettings } from '../../lib/app-context';
import { useAddPasskey, type AddPasskeyInput } from './api/add-passkey';
import { useRenamePasskey } from './api/rename-passkey';

const required = 'validation.required';
const nameRules = {
  validate: (value: string) => value.length <= MAX_PASSKEY_NAME_LENGTH || 'validation.maxLength',
};

type DialogProps = { isOpen: boolean; onClose: () => void };

/** What went wrong while adding, in words: the browser's refusals and the server's. */
function addProblem(error: unknown): TranslationKey {
  if (isApiError(error)) {
    if (error.status === 429) return 'passkeys.tooMany';
    if (error.status === 409) return 'passkeys.alreadyRegistered';
    return 'passkeys.addFailed';
  }
  // The browser's DOMException, or the library's WebAuthnError with a finer code.
  const { name, code } = (typeof error === 'object' && error !== null ? error : {}) as {
    name?: unknown;
    code?: unknown;
  };
  if (
    name === 'SecurityError' ||
    code === 'ERROR_INVALID_RP_ID' ||
    code === 'ERROR_INVALID_DOMAIN'
  ) {
    return 'passkeys.otherHost';
  }
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || name === 'InvalidStateError') {
    return 'passkeys.alreadyRegistered';
  }
  if (name === 'NotAllowedError' || name === 'AbortError') return 'passkeys.cancelled';
  return 'passkeys.addFailed';
}

/**
 * Where this browser refused the RP ID (a variant host the browser does not count as within the
 * public host's domain, such as the demo's `fr.localhost` for `localhost`): the same page on the
 * variant whose host is the parent of this one, where passkeys are added.
 */
function useParentSitePasskeysUrl(): string | null {
  const { config } = useAppSettings();
  const here = window.location.hostname;
  for (const [variantId, origin] of Object.entries(config.variantOrigins)) {
    const { hostname } = new URL(origin);
    const variant = getVariant(variantId);
    if (variant && hostname !== here && here.endsWith(`.${hostname}`)) {
      return `${origin}${pathFor('account/passkeys', {}, variant.language)}`;
    }
  }
  return null;
}

/**
 * Add a passkey: an optional name and the current password, then the device's own prompt. The
 * dialog stays open on an error, which it says in place; a wrong password is told at its field.
 */
export function AddPasskeyDialog({
  isOpen,
  onClose,
  onAdded,
}: DialogProps & { onAdded: (passkey: Passkey) => void }) {
  const { t } = useTranslation();
  const add = useAddPasskey();
  const [problem, setProblem] = useState<TranslationKey | null>(null);
  const parentSite = useParentSitePasskeysUrl();
  const form = useForm<AddPasskeyInput>({ defaultValues: { name: '', currentPassword: '' } });
  const { register, formState } = form;
  const busy = formState.isSubmitting;

  const close = () => {
    form.reset();
    setProblem(null);
    onClose();
  };
  const onSubmit = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      const passkey = await add.mutateAsync(values);
      close();
      onAdded(passkey);
    } catch (error) {
      if (isApiError(error) && error.status === 401) return;
      if (isApiError(error) && error.code === 'VALIDATION_FAILED') {
        const fields = (['currentPassword', 'name'] as const).filter((f) => error.fields[f]);
        fields.forEach((field, index) =>
          form.setError(
            field,
            { type: 'server', message: error.fields[field] },
            { shouldFocus: index === 0 },
          ),
        );
        if (fields.length > 0) return;
      }
      setProblem(addProblem(error));
    }
  });

  return (
    <ModalDialog
      isOpen={isOpen}
      onOpenChange={(open) => (open ? undefined : close())}
      busy={busy}
      eyebrow={t('pages.passkeys.title')}
      title={t('passkeys.addDialog.title')}
      closeLabel={t('passkeys.close')}
      width="xl"
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
        <TextField
          label={t('passkeys.addDialog.name')}
          hint={t('passkeys.addDialog.nameHint')}
          autoComplete="off"
          registration={register('name', nameRules)}
          error={formState.errors.name}
        />
        <TextField
          label={t('passkeys.addDialog.currentPassword')}
          hint={t('passkeys.addDialog.passwordHint')}
          type="password"
          required
          autoComplete="current-password"
          registration={register('currentPassword', { required })}
          error={formState.errors.currentPassword}
        />
        {problem ? (
          <Notice tone="danger" role="alert">
            {t(problem)}
            {problem === 'passkeys.otherHost' && parentSite ? (
              <>
                {' '}
                <a href={parentSite} className="font-semibold underline underline-offset-4">
                  {t('passkeys.openThere')}
                </a>
              </>
            ) : null}
          </Notice>
        ) : null}
        {busy ? (
          <p role="status" className="text-sm text-ink-700">
            {t('passkeys.addDialog.adding')}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-3">
          <Button className={secondaryButton} onPress={close} isDisabled={busy}>
            {t('passkeys.cancel')}
          </Button>
          <button type="submit" className={primaryButton} disabled={busy}>
            {t('passkeys.addDialog.submit')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}

/** Rename a passkey: its name, 1 to 64 characters. */
export function RenamePasskeyDialog({
  passkey,
  onClose,
  onRenamed,
}: {
  passkey: Passkey | null;
  onClose: () => void;
  onRenamed: (passkey: Passkey) => void;
}) {
  const { t } = useTranslation();
  const rename = useRenamePasskey();
  const [failed, setFailed] = useState(false);
  const form = useForm<{ name: string }>({ values: { name: passkey?.name ?? '' } });
  const { register, formState } = form;
  const busy = formState.isSubmitting;
  const close = () => {
    setFailed(false);
    onClose();
  };
  const onSubmit = form.handleSubmit(async ({ name }) => {
    if (!passkey) return;
    setFailed(false);
    try {
      const renamed = await rename.mutateAsync({ id: passkey.id, name });
      close();
      onRenamed(renamed);
    } catch (error) {
      if (isApiError(error) && error.status === 401) return;
      if (isApiError(error) && error.fields.name) {
        form.setError(
          'name',
          { type: 'server', message: error.fields.name },
          { shouldFocus: true },
        );
        return;
      }
      setFailed(true);
    }
  });
  return (
    <ModalDialog
      isOpen={passkey !== null}
      onOpenChange={(open) => (open ? undefined : close())}
      busy={busy}
      eyebrow={passkey?.name ?? ''}
      title={t('passkeys.renameDialog.title')}
      closeLabel={t('passkeys.close')}
      width="xl"
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
        <TextField
          label={t('passkeys.addDialog.name')}
          required
          autoComplete="off"
          registration={register('name', {
            ...nameRules,
            validate: (value) => (value.trim() ? nameRules.validate(value) : required),
          })}
          error={formState.errors.name}
        />
        {failed ? (
          <Notice tone="danger" role="alert">
            {t('passkeys.actionFailed')}
          </Notice>
        ) : null}
        <div className="flex flex-wrap justify-end gap-3">
          <Button className={secondaryButton} onPress={close} isDisabled={busy}>
            {t('passkeys.cancel')}
          </Button>
          <button type="submit" className={primaryButton} disabled={busy}>
            {busy ? t('passkeys.renameDialog.saving') : t('passkeys.renameDialog.save')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}

/** Remove a passkey, once confirmed: it signs in no more; the password still does. */
export function RemovePasskeyDialog({
  passkey,
  removing,
  failed,
  onConfirm,
  onClose,
}: {
  passkey: Passkey | null;
  removing: boolean;
  failed: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ModalDialog
      isOpen={passkey !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      busy={removing}
      eyebrow={passkey?.name ?? ''}
      title={t('passkeys.removeDialog.title')}
      closeLabel={t('passkeys.close')}
      width="xl"
    >
      <p className="text-ink-700">{t('passkeys.removeDialog.text', { name: passkey?.name })}</p>
      {failed ? (
        <div className="mt-4">
          <Notice tone="danger" role="alert">
            {t('passkeys.actionFailed')}
          </Notice>
        </div>
      ) : null}
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <Button className={secondaryButton} onPress={onClose} isDisabled={removing}>
          {t('passkeys.cancel')}
        </Button>
        <Button className={primaryButton} onPress={onConfirm} isDisabled={removing}>
          {removing ? t('passkeys.removeDialog.removing') : t('passkeys.removeDialog.confirm')}
        </Button>
      </div>
    </ModalDialog>
  );
}
