import { getRouteNameForPath, pathFor, variantIds, variants } from '@wayfarer/domain';
import type { Variant } from '@wayfarer/domain';
import { useTranslation } from 'react-i18next';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { useLocation } from 'react-router';
import { ChevronDownIcon, GlobeIcon } from '../../components/ui/icons';
import { useAppSettings } from '../../lib/app-context';
import { VariantFlag } from './variant-flag';

type Route = ReturnType<typeof getRouteNameForPath>;

/** The same screen (its route, matched once) on another variant: its path there, on that origin. */
function variantUrl(route: Route, to: Variant, origin: string): string {
  const path = route ? pathFor(route.name, route.params, to.language, () => {}) : '';
  return `${origin.replace(/\/$/, '')}${path || '/'}`;
}

type Choice = { target: Variant; origin: string };

/** Country switcher of the footer (issue 3 part 3). */
export function CountrySwitcher() {
  const { t } = useTranslation();
  const { variant, config } = useAppSettings();
  const choices = variantIds.flatMap((id) => {
    const origin = config.variantOrigins[id];
    return origin ? [{ target: variants[id], origin }] : [];
  });
  if (choices.length < 2) return null;

  return (
    <MenuTrigger>
      <Button className="inline-flex min-h-11 items-center gap-2 rounded-md border border-white/30 px-3 text-sm outline-none hover:bg-white/10 data-[focus-visible]:ring-2 data-[focus-visible]:ring-accent-500">
        <GlobeIcon className="size-4" />
        <span className="sr-only">{t('shell.countrySwitcher')}:</span>
        <VariantFlag variant={variant} />
        <span>
          {variant.label} · {variant.languageLabel}
        </span>
        <ChevronDownIcon className="size-4" />
      </Button>
      <Popover
        placement="top start"
        className="min-w-64 rounded-xl border border-ink-200 bg-white p-1.5 text-ink-900 shadow-xl outline-none"
      >
        <CountryMenu choices={choices} />
      </Popover>
    </MenuTrigger>
  );
}

/**
 * The menu's entries: rendered when the menu opens, so the links (the current screen's route
 * matched, then its path in each language) are worked out then, not on every page's first render.
 */
function CountryMenu({ choices }: { choices: Choice[] }) {
  const { t } = useTranslation();
  const { variant } = useAppSettings();
  const { pathname } = useLocation();
  const route = getRouteNameForPath({ pathname, language: variant.language });
  return (
    <Menu aria-label={t('shell.countrySwitcher')} className="outline-none">
      {choices.map(({ target, origin }) => (
        <MenuItem
          key={target.id}
          id={target.id}
          href={variantUrl(route, target, origin)}
          textValue={`${target.label} ${target.languageLabel}`}
          lang={target.localeTag}
          className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-3 text-sm outline-none data-[focused]:bg-brand-50"
        >
          <VariantFlag variant={target} />
          <span className={target.id === variant.id ? 'font-semibold' : undefined}>
            {target.label} · {target.languageLabel}
            {/* The language named in English too, for whoever does not read it (app-shell §3). */}
            {target.englishLanguageLabel !== target.languageLabel ? (
              <span lang="en" className="text-ink-600">
                {' '}
                ({target.englishLanguageLabel})
              </span>
            ) : null}
          </span>
          <span className="text-xs text-ink-600">.{target.domainSuffix}</span>
          {target.id === variant.id ? (
            <span className="ml-auto text-xs text-ink-600">{t('shell.currentCountry')}</span>
          ) : null}
        </MenuItem>
      ))}
    </Menu>
  );
}
