import type { Variant } from '@wayfarer/domain';
import DE from 'country-flag-icons/react/3x2/DE';
import ES from 'country-flag-icons/react/3x2/ES';
import EU from 'country-flag-icons/react/3x2/EU';
import FR from 'country-flag-icons/react/3x2/FR';
import GB from 'country-flag-icons/react/3x2/GB';
import IT from 'country-flag-icons/react/3x2/IT';
import US from 'country-flag-icons/react/3x2/US';

/**
 * The flags of the variants, as SVG (flag emoji show as empty boxes where the system has no
 * flag font, Windows included). Only these seven are bundled. The international site (WE) shows
 * the European flag.
 */
const flags: Record<string, typeof GB> = { GB, IT, US, WE: EU, ES, FR, DE };

export function VariantFlag({ variant, className }: { variant: Variant; className?: string }) {
  const Flag = flags[variant.countryCode];
  if (!Flag) return null;
  return (
    <Flag
      aria-hidden="true"
      className={`h-3.5 w-auto shrink-0 rounded-[2px] ring-1 ring-black/10 ${className ?? ''}`}
    />
  );
}
