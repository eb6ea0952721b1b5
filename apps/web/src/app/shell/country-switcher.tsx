import { variantIds, variants } from '@wayfarer/domain';
import type { Variant } from '@wayfarer/domain';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon, GlobeIcon } from '../../components/ui/icons';
import { useAppSettings } from '../../lib/app-context';
import { DeferredMenu } from './deferred-menu';
import { VariantFlag } from './variant-flag';

/** A variant the traveller may switch to, on its own origin. */
export type CountryChoice = { target: Variant; origin: string };

const loadMenu = () => import('./country-switcher-menu');
const CountrySwitcherMenu = lazy(loadMenu);

/**
 * Country switcher of the footer (issue 3 part 3): its button; the menu itself
 * (country-switcher-menu.tsx) loads once the first screen has painted, or when the pointer or the
 * focus comes to the button.
 */
export function CountrySwitcher() {
  const { t } = useTranslation();
  const { variant, config } = useAppSettings();
  const choices = variantIds.flatMap((id): CountryChoice[] => {
    const origin = config.variantOrigins[id];
    return origin ? [{ target: variants[id], origin }] : [];
  });
  if (choices.length < 2) return null;

  return (
    <DeferredMenu
      renderMenu={(props) => <CountrySwitcherMenu {...props} choices={choices} />}
      preload={() => void loadMenu().catch(() => {})}
      buttonClassName="inline-flex min-h-11 items-center gap-2 rounded-md border border-white/30 px-3 text-sm outline-none hover:bg-white/10 focus-visible:ring-2 focus-visible:ring-accent-500"
      buttonContent={
        <>
          <GlobeIcon className="size-4" />
          <span className="sr-only">{t('shell.countrySwitcher')}:</span>
          <VariantFlag variant={variant} />
          <span>
            {variant.label} · {variant.languageLabel}
          </span>
          <ChevronDownIcon className="size-4" />
        </>
      }
    />
  );
}
