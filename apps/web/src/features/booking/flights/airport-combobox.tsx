import type { Airport } from '@wayfarer/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ComboBox,
  FieldError,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Text,
} from 'react-aria-components';
import { inputClass, RequiredMark } from '../../../components/ui/form-fields';
import { useAirportSearch } from './api/flights-api';

/** Waits for the traveller to stop typing before asking the airport search. */
function useDebounced(value: string, delayMs: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

export function airportLabel(airport: {
  iataCode: string;
  name: string | null;
  city: string | null;
}): string {
  const place = [airport.city, airport.name !== airport.city ? airport.name : null]
    .filter(Boolean)
    .join(', ');
  return place ? `${place} (${airport.iataCode})` : airport.iataCode;
}

/** An airport chosen by IATA code, city or name, from the airport search (debounced). */
export function AirportComboBox({
  label,
  value,
  onChange,
  error,
  required,
}: {
  label: string;
  value: string | null;
  onChange: (iataCode: string | null) => void;
  error: string | undefined;
  required: boolean;
}) {
  const { t } = useTranslation();
  const [inputValue, setInputValue] = useState('');
  const query = useDebounced(inputValue, 250);
  const search = useAirportSearch(query);
  const airports = search.data ?? [];

  return (
    <ComboBox
      className="flex flex-col gap-1"
      items={airports}
      inputValue={inputValue}
      onInputChange={setInputValue}
      selectedKey={value}
      onSelectionChange={(key) => onChange(key === null ? null : String(key))}
      isInvalid={Boolean(error)}
      isRequired={required}
      validationBehavior="aria"
      menuTrigger="input"
      allowsEmptyCollection
    >
      <Label className="text-sm font-medium text-ink-900">
        {label}
        <RequiredMark required={required} />
      </Label>
      <Input className={inputClass} />
      <Text slot="description" className="text-sm text-ink-600">
        {t('flights.manual.airportHint')}
      </Text>
      <FieldError className="text-sm font-medium text-danger-600">{error}</FieldError>
      <Popover className="max-h-72 w-(--trigger-width) overflow-auto rounded-md border border-ink-200 bg-white shadow-lg">
        <ListBox<Airport>
          className="outline-none"
          renderEmptyState={() => (
            <p className="p-3 text-sm text-ink-700">
              {search.isFetching
                ? t('flights.manual.airportSearching')
                : t('flights.manual.airportNone')}
            </p>
          )}
        >
          {(airport) => (
            <ListBoxItem
              id={airport.iataCode}
              textValue={airportLabel(airport)}
              className="cursor-pointer px-3 py-2 text-ink-900 outline-none data-[focused]:bg-brand-50 data-[selected]:font-semibold"
            >
              {airportLabel(airport)}
              {airport.country ? (
                <span className="block text-sm text-ink-600">{airport.country}</span>
              ) : null}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
