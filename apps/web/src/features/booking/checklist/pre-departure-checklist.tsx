import type { Booking, ChecklistItem, ManualChecklistItemType } from '@wayfarer/contract';
import {
  checklistHashFor,
  getChecklistProgress,
  getOpenChecklistItems,
  hasDeparted,
  isBookingCancelled,
  isChecklistLocked,
  isDepartureSoon,
  isTourConfirmed,
  parseChecklistHash,
} from '@wayfarer/domain';
import type { ChecklistItemType } from '@wayfarer/domain';
import { useEffect, useState } from 'react';
import type { SVGProps } from 'react';
import {
  Button,
  Checkbox,
  Disclosure,
  DisclosureGroup,
  DisclosurePanel,
  Heading,
  Label,
  ProgressBar,
} from 'react-aria-components';
import type { Key } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { TranslationKey } from '../../../i18n/i18n';
import { startContract } from '../../../lib/contract';
import { ChevronDownIcon } from '../../../components/ui/icons';
import { BookingSection, Pill, SectionNote } from '../booking-section';
import { useUpdateChecklistItem } from './api/update-checklist-item';
import { ChecklistItemBody } from './checklist-item-body';
import { checklistDisplayOrder, itemTitleKeys } from './checklist-labels';

/** The element a `#checklist-{item}` link scrolls to: 'checklist-flight-info'. */
const anchorOf = (type: ChecklistItemType) => checklistHashFor(type).slice(1);

const markDoneKeys: Record<ManualChecklistItemType, TranslationKey> = {
  ITINERARY_DETAILS: 'checklist.items.itineraryDetails.markDone',
  COORDINATOR: 'checklist.items.coordinator.markDone',
  FAQ: 'checklist.items.faq.markDone',
  EXTRAS: 'checklist.items.extras.markDone',
  SOCIAL_GROUP: 'checklist.items.socialGroup.markDone',
};

/** Items the traveller ticks by hand; the others follow the booking's data. */
function isManualItem(type: ChecklistItemType): type is ManualChecklistItemType {
  return (startContract().manualChecklistItemTypes as readonly string[]).includes(type);
}

function CheckIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={3}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </svg>
  );
}

/**
 * A done item's tick, or the step's number: not an empty circle, which would look like a tick box
 * to press (the items are marked done by their own control or by the booking's data). Decorative:
 * the pill says it in words.
 */
function StateMark({ completed, step }: { completed: boolean; step: number }) {
  return completed ? (
    <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-success-600 text-white">
      <CheckIcon className="size-4" />
    </span>
  ) : (
    <span
      aria-hidden="true"
      data-step={step}
      className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-bold text-brand-800"
    >
      {step}
    </span>
  );
}

function Completion({ items }: { items: readonly ChecklistItem[] }) {
  const { t } = useTranslation();
  const { done, total, percent } = getChecklistProgress({ items });
  return (
    <ProgressBar
      value={percent}
      valueLabel={t('checklist.progress.value', { done, total })}
      className="mb-5"
    >
      {({ percentage = 0, valueText }) => (
        <>
          <div className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
            <Label className="font-semibold text-ink-900">{t('checklist.progress.label')}</Label>
            <span className="text-sm text-ink-700">{valueText}</span>
          </div>
          <div className="h-2.5 overflow-hidden rounded-full bg-ink-100">
            <div
              className="h-full rounded-full bg-brand-600 transition-[width]"
              style={{ width: `${percentage}%` }}
            />
          </div>
          {total > 0 && done === total ? (
            <p className="mt-2 text-sm font-semibold text-success-900">
              {t('checklist.progress.allDone')}
            </p>
          ) : null}
        </>
      )}
    </ProgressBar>
  );
}

interface Expansion {
  /** What decided the expanded items last: the open items of the rules (and the hash link). */
  rulesKey: string;
  expanded: Set<Key>;
}

/**
 * The pre-departure checklist of a booking (account-area §2, §4): the progress, then one
 * collapsible item per section. The items the rules decide are open start expanded, and are
 * expanded again whenever the rules change their mind (an item marked done, a `#checklist-{item}`
 * link followed); the item the traveller just changed stays as it is.
 */
export function PreDepartureChecklist({ booking, userId }: { booking: Booking; userId: string }) {
  const { t } = useTranslation();
  const location = useLocation();
  const update = useUpdateChecklistItem({ userId, bookingId: booking.id });

  const now = new Date();
  const departed = hasDeparted({ startingDate: booking.tour.startingDate, now });
  const cancelled = isBookingCancelled(booking);
  const locked = isChecklistLocked({ departed, bookingCancelled: cancelled });
  const items = booking.preDepartureChecklist;
  const open = getOpenChecklistItems({
    items,
    locked,
    tourConfirmed: isTourConfirmed(booking.tour),
    departureSoon: isDepartureSoon({ startingDate: booking.tour.startingDate, now }),
    hash: location.hash,
  });
  const hashed = parseChecklistHash(location.hash);
  // Following the same hash link again opens its item again.
  const rulesKey = `${open.join(' ')}${hashed ? `@${location.key}` : ''}`;

  const [changed, setChanged] = useState<ChecklistItemType | null>(null);
  const [expansion, setExpansion] = useState<Expansion>(() => ({
    rulesKey,
    expanded: new Set(open),
  }));
  let { expanded } = expansion;
  if (expansion.rulesKey !== rulesKey) {
    expanded = new Set<Key>(changed && expanded.has(changed) ? [...open, changed] : open);
    setExpansion({ rulesKey, expanded });
  }

  useEffect(() => {
    if (hashed) document.getElementById(anchorOf(hashed))?.scrollIntoView({ block: 'start' });
  }, [hashed, location.key]);

  const shown = checklistDisplayOrder.flatMap((type) => {
    const item = items.find((candidate) => candidate.type === type);
    return item ? [item] : [];
  });

  const toggle = (type: ManualChecklistItemType, completed: boolean) => {
    if (locked) return;
    setChanged(type);
    update.mutate({ type, completed });
  };

  return (
    <BookingSection title={t('checklist.title')} anchor="checklist">
      {locked ? (
        <p className="mb-5 rounded-lg border-l-4 border-ink-500 bg-ink-50 p-4 font-semibold text-ink-900">
          {cancelled ? t('checklist.locked.cancelled') : t('checklist.locked.departed')}
        </p>
      ) : null}
      {shown.length === 0 ? (
        <SectionNote>{t('checklist.empty')}</SectionNote>
      ) : (
        <>
          <Completion items={items} />
          <DisclosureGroup
            allowsMultipleExpanded
            expandedKeys={expanded}
            onExpandedChange={(keys) => setExpansion({ rulesKey, expanded: new Set(keys) })}
            className="divide-y divide-ink-100 border-y border-ink-100"
          >
            {shown.map((item, index) => {
              const { type } = item;
              return (
                <div key={item.type} id={anchorOf(item.type)} className="scroll-mt-24">
                  <Disclosure id={item.type} className="group">
                    <Heading level={3}>
                      <Button
                        slot="trigger"
                        className="flex min-h-14 w-full items-center gap-3 py-3 text-left outline-none focus-visible:ring-2 focus-visible:ring-focus"
                      >
                        <StateMark completed={item.completed} step={index + 1} />
                        <span className="flex-1 font-semibold text-ink-900">
                          {t(itemTitleKeys[item.type])}
                        </span>
                        <Pill tone={item.completed ? 'success' : 'neutral'}>
                          {item.completed ? t('checklist.status.done') : t('checklist.status.todo')}
                        </Pill>
                        <ChevronDownIcon className="size-5 shrink-0 text-ink-600 transition-transform group-data-[expanded]:rotate-180" />
                      </Button>
                    </Heading>
                    <DisclosurePanel className="group-data-[expanded]:pb-4">
                      <div className="flex flex-col items-start gap-2 pl-10">
                        <ChecklistItemBody booking={booking} type={item.type} />
                        {isManualItem(type) ? (
                          <Checkbox
                            isSelected={item.completed}
                            isDisabled={locked}
                            onChange={(completed) => toggle(type, completed)}
                            className="group/box mt-1 inline-flex min-h-11 cursor-pointer items-center gap-3 text-ink-900 data-[disabled]:cursor-not-allowed data-[disabled]:text-ink-600"
                          >
                            {({ isSelected }) => (
                              <>
                                <span
                                  aria-hidden="true"
                                  className={`flex size-6 items-center justify-center rounded border-2 group-data-[focus-visible]/box:ring-2 group-data-[focus-visible]/box:ring-focus group-data-[focus-visible]/box:ring-offset-2 ${
                                    isSelected
                                      ? 'border-brand-600 bg-brand-600 text-white'
                                      : 'border-ink-500 bg-white'
                                  }`}
                                >
                                  {isSelected ? <CheckIcon className="size-4" /> : null}
                                </span>
                                {t(markDoneKeys[type])}
                              </>
                            )}
                          </Checkbox>
                        ) : null}
                      </div>
                    </DisclosurePanel>
                  </Disclosure>
                </div>
              );
            })}
          </DisclosureGroup>
        </>
      )}
    </BookingSection>
  );
}
