import { getRouteNameForPath, pathFor } from '@wayfarer/domain';
import type { Variant } from '@wayfarer/domain';
import { useTranslation } from 'react-i18next';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { useLocation } from 'react-router';
import { useAppSettings } from '../../lib/app-context';
import type { CountryChoice } from './country-switcher';
import type { DeferredMenuProps } from './deferred-menu';
import { VariantFlag } from './variant-flag';

type Route = ReturnType<typeof getRouteNameForPath>;

/** The same screen (its route, matched once) on another variant: its path there, on that origin. */
function variantUrl(route: Route, to: Variant, origin: string): string {
  const path = route ? pathFor(route.name, route.params, to.language, () => {}) : '';
  return `${origin.replace(/\/$/, '')}${path || '/'}`;
}

/** The country switcher's menu (`CountrySwitcher`, country-switcher.tsx, loads it). */
export default function CountrySwitcherMenu({
  choices,
  buttonClassName,
  buttonContent,
  defaultOpen,
  autoFocus,
}: DeferredMenuProps & { choices: CountryChoice[] }) {
  return (
    <MenuTrigger defaultOpen={defaultOpen}>
      <Button autoFocus={autoFocus} className={buttonClassName}>
        {buttonContent}
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
function CountryMenu({ choices }: { choices: CountryChoice[] }) {
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
