import type { Consents, ConsentsFormValues } from '@wayfarer/contract';
import { pathFor, publicWebsiteUrl } from '@wayfarer/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { get, useForm } from 'react-hook-form';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useRevalidator } from 'react-router';
import { FieldErrorText } from '../../components/ui/form-fields';
import { PageHeading } from '../../components/ui/page-heading';
import { useToaster } from '../../components/ui/toast-queue';
import type { TranslationKey } from '../../i18n/i18n';
import { isApiError } from '../../lib/api-client';
import { useAppSettings } from '../../lib/app-context';
import { contract } from '../../lib/contract';
import { useSession } from '../../lib/session/session-context';
import { useConsents } from './api/get-consents';
import { toConsentsUpdate } from './consents-update';
import { useUpdateConsents } from './api/update-consents';
import { PageLoading } from '../../components/ui/page-loading';
import { ExternalLink } from '../../components/ui/external-link';

type ConsentName = keyof Consents;

const consentTexts: Record<ConsentName, { label: TranslationKey; text: TranslationKey }> = {
  privacyPolicy: { label: 'consents.privacyPolicy.label', text: 'consents.privacyPolicy.text' },
  termsAndConditions: {
    label: 'consents.termsAndConditions.label',
    text: 'consents.termsAndConditions.text',
  },
  marketing: { label: 'consents.marketing.label', text: 'consents.marketing.text' },
  newsletter: { label: 'consents.newsletter.label', text: 'consents.newsletter.text' },
};

const requiredConsents: readonly ConsentName[] = ['privacyPolicy', 'termsAndConditions'];
const optionalConsents: readonly ConsentName[] = ['marketing', 'newsletter'];

const buttonClass =
  'inline-flex min-h-11 items-center justify-center rounded-full bg-brand-700 px-6 font-semibold text-white outline-none hover:bg-brand-800 focus-visible:ring-2 focus-visible:ring-focus focus-visible:ring-offset-2 disabled:cursor-not-allowed disabled:opacity-60';

/**
 * Communications consents (account-area §2 account/communications, §3 Consents, §5): privacy
 * policy and terms (required, given once for good), marketing and newsletter (either way). A
 * traveller who has not accepted the privacy policy is held here by the shell's guard until
 * they do.
 */
export function ConsentsPage() {
  const { t } = useTranslation();
  const session = useSession();
  const consents = useConsents();
  const [accepted, setAccepted] = useState(false);
  const held = session.status === 'privacy-policy';

  let body;
  if (consents.isError) {
    body = (
      <div role="alert" className="rounded-xl border border-danger-600 bg-danger-50 p-6">
        <p className="text-danger-900">{t('consents.loadFailed')}</p>
        <button
          type="button"
          onClick={() => void consents.refetch()}
          className={`${buttonClass} mt-4`}
        >
          {t('registry.retry')}
        </button>
      </div>
    );
  } else if (consents.isPending) {
    body = <PageLoading label={t('common.loading')} />;
  } else {
    const required = requiredConsents.every((name) => consents.data[name]);
    body = (
      <div className="flex flex-col gap-6">
        {required ? null : (
          <PrivacyHold consents={consents.data} held={held} onAccepted={() => setAccepted(true)} />
        )}
        <ConsentsForm consents={consents.data} />
      </div>
    );
  }

  return (
    <>
      <PageHeading intro={t('consents.intro')}>{t('pages.communications.title')}</PageHeading>
      {held ? (
        <p className="mb-6 rounded-xl border-l-4 border-accent-600 bg-accent-100 p-4 text-ink-900">
          {t('consents.heldNotice')}
        </p>
      ) : null}
      {accepted && !held ? <ContinueNotice /> : null}
      {body}
    </>
  );
}

function ContinueNotice() {
  const { t } = useTranslation();
  const { language } = useAppSettings();
  const ref = useRef<HTMLDivElement>(null);
  // After "I accept" focus goes to this message, not to the top of the page.
  useEffect(() => ref.current?.focus(), []);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      className="mb-6 flex flex-wrap items-center gap-4 rounded-xl border-l-4 border-success-600 bg-success-50 p-4 outline-none focus-visible:ring-2 focus-visible:ring-focus"
    >
      <p className="text-success-900">{t('consents.acceptedNotice')}</p>
      <Link
        to={pathFor('index', {}, language)}
        className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
      >
        {t('consents.continue')}
      </Link>
    </div>
  );
}

const cardClass = 'rounded-xl border border-ink-100 bg-white p-5 shadow-sm md:p-6';
/** Inside the card, not on its border: a floated legend is laid out as the card's first line. */
const legendClass =
  'float-left mb-2 w-full text-lg font-semibold break-words hyphens-auto text-ink-900';

/**
 * The privacy hold (account-area §5): the privacy policy and the terms, with links to read them,
 * and one explicit "I accept" that gives the required consents still missing.
 */
function PrivacyHold({
  consents,
  held,
  onAccepted,
}: {
  consents: Consents;
  held: boolean;
  onAccepted: () => void;
}) {
  const { t } = useTranslation();
  const { variant } = useAppSettings();
  const toaster = useToaster();
  const revalidator = useRevalidator();
  const save = useUpdateConsents();
  const titleId = useId();

  const accept = async () => {
    const update = toConsentsUpdate(consents, {
      ...consents,
      privacyPolicy: true,
      termsAndConditions: true,
    });
    try {
      await save.mutateAsync(update);
      onAccepted();
      // The guard asks users/me again (its query was invalidated) and lets the traveller go.
      if (held) await revalidator.revalidate();
    } catch (error) {
      if (isApiError(error) && error.status === 401) return;
      toaster.show({ tone: 'danger', message: t('consents.updateFailed') });
    }
  };

  const documents = [
    { name: 'privacyPolicy', routingKey: 'privacy-policy' },
    { name: 'termsAndConditions', routingKey: 'terms-and-conditions' },
  ] as const;

  return (
    <section aria-labelledby={titleId} className={cardClass}>
      <h2 id={titleId} className="text-lg font-semibold break-words hyphens-auto text-ink-900">
        {t('consents.requiredTitle')}
      </h2>
      <p className="mt-2 text-ink-700">{t('consents.holdText')}</p>
      <ul className="mt-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-6">
        {documents.map(({ name, routingKey }) => (
          <li key={name}>
            <ExternalLink
              href={publicWebsiteUrl({ variant, routingKey })}
              className="inline-flex min-h-11 items-center gap-2 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
              iconClassName="size-4 shrink-0"
            >
              {t(consentTexts[name].label)}
            </ExternalLink>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm text-ink-600">{t('consents.acceptStatement')}</p>
      <button
        type="button"
        onClick={() => void accept()}
        disabled={save.isPending}
        className={`${buttonClass} mt-4`}
      >
        {save.isPending ? t('registry.saving') : t('consents.accept')}
      </button>
    </section>
  );
}

const optionalSchema = () =>
  contract().consentsFormSchema.pick({ marketing: true, newsletter: true });

function ConsentsForm({ consents }: { consents: Consents }) {
  const { t } = useTranslation();
  const toaster = useToaster();
  const save = useUpdateConsents();
  const schema = useMemo(() => optionalSchema(), []);
  const form = useForm<Pick<ConsentsFormValues, 'marketing' | 'newsletter'>>({
    resolver: zodResolver(schema),
    defaultValues: { marketing: consents.marketing, newsletter: consents.newsletter },
  });
  const { formState } = form;
  const required = requiredConsents.every((name) => consents[name]);
  const savedSectionId = useId();

  const onSubmit = form.handleSubmit(
    async (values) => {
      const update = toConsentsUpdate(consents, { ...consents, ...values });
      if (Object.keys(update).length === 0) return;
      try {
        await save.mutateAsync(update);
        form.reset(values);
        toaster.show({ tone: 'success', message: t('consents.saved') });
        // Focus stays with what was saved, not the top of the page (the button is now disabled).
        document.getElementById(savedSectionId)?.focus();
      } catch (error) {
        if (isApiError(error) && error.status === 401) return;
        toaster.show({ tone: 'danger', message: t('consents.updateFailed') });
      }
    },
    () => toaster.show({ tone: 'danger', message: t('validation.fixFields') }),
  );

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-6">
      {required ? (
        <fieldset className={`${cardClass} min-w-0`}>
          <legend className={legendClass}>{t('consents.requiredTitle')}</legend>
          <div className="clear-both divide-y divide-ink-100">
            {requiredConsents.map((name) => (
              <ConsentRow key={name} name={name} given />
            ))}
          </div>
        </fieldset>
      ) : null}
      <fieldset
        id={savedSectionId}
        tabIndex={-1}
        className={`${cardClass} min-w-0 outline-none focus-visible:ring-2 focus-visible:ring-focus`}
      >
        <legend className={legendClass}>{t('consents.optionalTitle')}</legend>
        <div className="clear-both divide-y divide-ink-100">
          {optionalConsents.map((name) => (
            <ConsentRow
              key={name}
              name={name}
              given={false}
              registration={form.register(name as 'marketing' | 'newsletter')}
              error={get(formState.errors, name)}
            />
          ))}
        </div>
      </fieldset>
      <div>
        <button
          type="submit"
          disabled={formState.isSubmitting || !formState.isDirty}
          className={buttonClass}
        >
          {formState.isSubmitting ? t('registry.saving') : t('consents.save')}
        </button>
      </div>
    </form>
  );
}

function ConsentRow({
  name,
  given,
  registration,
  error,
}: {
  name: ConsentName;
  given: boolean;
  registration?: UseFormRegisterReturn;
  error?: FieldError | undefined;
}) {
  const { t } = useTranslation();
  const id = useId();
  const texts = consentTexts[name];
  return (
    <div className="flex items-start justify-between gap-4 py-4 first:pt-2 last:pb-0">
      <div>
        {given ? (
          <p id={`${id}-label`} className="font-medium text-ink-900">
            {t(texts.label)}
          </p>
        ) : (
          <label htmlFor={id} className="cursor-pointer font-medium text-ink-900">
            {t(texts.label)}
          </label>
        )}
        <p id={`${id}-text`} className="mt-1 text-sm text-ink-600">
          {t(texts.text)}
        </p>
        <FieldErrorText id={`${id}-error`} error={error} />
      </div>
      {given ? (
        <span className="shrink-0 rounded-full bg-success-50 px-3 py-1 text-sm font-semibold text-success-900">
          {t('consents.given')}
        </span>
      ) : (
        <input
          id={id}
          type="checkbox"
          role="switch"
          {...registration}
          aria-describedby={`${id}-text${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          className="mt-1 h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-ink-300 transition-colors duration-150 outline-none before:block before:size-5 before:translate-x-0.5 before:translate-y-0.5 before:rounded-full before:bg-white before:shadow before:transition-transform checked:bg-brand-700 checked:before:translate-x-[1.375rem] focus-visible:ring-2 focus-visible:ring-focus focus-visible:ring-offset-2"
        />
      )}
    </div>
  );
}
