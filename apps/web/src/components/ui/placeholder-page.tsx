import { CompassIcon } from './icons';
import { PageHeading } from './page-heading';

/** A screen whose content arrives with a later issue: its heading and a short note. */
export function PlaceholderPage({ title, note }: { title: string; note: string }) {
  return (
    <section aria-labelledby="page-title">
      <PageHeading>
        <span id="page-title">{title}</span>
      </PageHeading>
      <div className="flex items-center gap-4 rounded-xl border border-dashed border-ink-300 bg-white p-6 text-ink-600">
        <CompassIcon className="size-8 shrink-0 text-brand-600" />
        <p>{note}</p>
      </div>
    </section>
  );
}
