import { useId } from 'react';
import { publicWebsiteUrl } from '@wayfarer/domain';
import { useAppSettings } from '../../lib/app-context';
import { CompassIcon } from './icons';
import { ExternalLink } from './external-link';

/** An empty list: an invitation to find a trip on the variant's public website (new tab). */
export function WebsiteInvitation({
  title,
  text,
  cta,
}: {
  title: string;
  text: string;
  cta: string;
}) {
  const { variant } = useAppSettings();
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="flex flex-col items-center gap-4 rounded-xl border border-dashed border-ink-300 bg-white px-6 py-12 text-center"
    >
      <CompassIcon className="size-12 text-brand-600" />
      <h2 id={titleId} className="text-xl font-semibold text-ink-900">
        {title}
      </h2>
      <p className="max-w-lg text-ink-600">{text}</p>
      <ExternalLink
        href={publicWebsiteUrl({ variant, routingKey: 'travels' })}
        className="inline-flex min-h-11 items-center gap-2 rounded-full bg-brand-700 px-6 py-2 font-semibold text-white hover:bg-brand-800"
      >
        {cta}
      </ExternalLink>
    </section>
  );
}
