import type { Country, User } from '@wayfarer/contract';
import type { Address } from '@wayfarer/domain';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { routeApi } from '../../test/api-routes';
import { demoUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

// The app's lazy screens and its round trips are slow on a busy machine.
beforeAll(() => configure({ asyncUtilTimeout: 10_000 }));

const userPath = `/api/users/${demoUser.id}`;
const addressesPath = `${userPath}/addresses`;

const countries: Country[] = [
  { code: 'FR', name: 'France', callingCode: '33' },
  { code: 'IT', name: 'Italy', callingCode: '39' },
  { code: 'ES', name: 'Spain', callingCode: '34' },
  { code: 'GB', name: 'United Kingdom', callingCode: '44' },
];

const residence: Address = {
  addressType: 'RESIDENCE',
  country: 'IT',
  address: "Via dell'Indipendenza",
  houseNumber: '12',
  notes: null,
  zipCode: '40121',
  city: 'Bologna',
  state: 'BO',
};

/** The addresses answer: with a billing address saved, locked unless care unlocked it. */
const addressesBody = (addresses: Address[], unlockedUntil: string | null = null) => ({
  data: addresses,
  billing: {
    changeable: !addresses.some((a) => a.addressType === 'BILLING') || unlockedUntil !== null,
    unlockedUntil,
  },
});

function renderRegistry({
  addresses = [residence],
  unlockedUntil = null,
  path = '/account/registry',
  variantId = 'international' as const,
  user = demoUser,
}: {
  addresses?: Address[];
  /** Customer care unlocked the saved billing address until then. */
  unlockedUntil?: string | null;
  path?: string;
  variantId?: 'international' | 'italy';
  user?: User;
} = {}) {
  return renderApp(null, {
    path,
    variantId,
    user,
    api: {
      [addressesPath]: { status: 200, body: addressesBody(addresses, unlockedUntil) },
      '/api/geo/countries': { status: 200, body: { data: countries } },
    },
  });
}

const group = (name: RegExp) => screen.getByRole('group', { name });

describe('registry page', { timeout: 30_000 }, () => {
  it('shows the saved data, grouped as the spec lists them', async () => {
    await renderRegistry();
    expect(await screen.findByRole('textbox', { name: 'First name' })).toHaveProperty(
      'value',
      'Giulia',
    );
    expect(
      screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual([
      'Personal data',
      'Contacts',
      'Emergency contact',
      'Special needs',
      'Residence address',
      'Billing data',
    ]);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveProperty('readOnly', true);
    // Changed on the profile page (its e-mail form), as that page offers.
    expect(
      screen.getByText('The address you sign in with. To change it, go to your profile.'),
    ).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Female' })).toHaveProperty('checked', true);
    expect(within(group(/Mobile phone/)).getByRole('combobox')).toHaveProperty('value', 'IT');
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveProperty('value', 'Bologna');
    // Not mandatory on the international site.
    expect(screen.getByRole('textbox', { name: 'Tax code' }).getAttribute('aria-required')).toBe(
      null,
    );
  });

  it('marks as required exactly the fields the contract requires', async () => {
    await renderRegistry({ path: '/account/registry' });
    await screen.findByRole('textbox', { name: 'First name' });
    const marked = (name: string) => {
      const field = screen.getByRole('textbox', { name });
      const label = document.querySelector(`label[for="${field.id}"]`);
      return {
        asterisk: label?.textContent?.includes('*') ?? false,
        ariaRequired: field.getAttribute('aria-required') === 'true',
      };
    };
    for (const name of ['First name', 'Last name', 'City']) {
      expect(marked(name), name).toEqual({ asterisk: true, ariaRequired: true });
    }
    for (const name of ['Special needs', 'Province or region', 'Additional details', 'Tax code']) {
      expect(marked(name), name).toEqual({ asterisk: false, ariaRequired: false });
    }
  });

  it('refuses an invalid phone with its message, in Italian', async () => {
    const { user, fetchMock } = await renderRegistry({
      path: '/account/dati-personali',
      variantId: 'italy',
    });
    const saves = routeApi(fetchMock, {
      [`PUT ${userPath}`]: () => ({ status: 200, body: { data: demoUser } }),
      [`PUT ${addressesPath}`]: () => ({ status: 200, body: addressesBody([]) }),
    });
    const mobile = await screen.findByRole('group', { name: /Cellulare/ });
    const number = await within(mobile).findByRole('textbox', { name: 'Numero di telefono' });
    await user.clear(number);
    await user.type(number, '123');
    await user.tab();
    expect(
      await within(mobile).findByText(
        'Questo numero di telefono non è valido per il paese scelto.',
      ),
    ).toBeTruthy();
    expect(number.getAttribute('aria-invalid')).toBe('true');
    // The tax code is mandatory in Italy.
    const taxCode = screen.getByRole('textbox', { name: /Codice fiscale/ });
    expect(taxCode.getAttribute('aria-required')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(
      await screen.findByText(
        'Alcuni campi contengono errori: correggi i campi evidenziati per continuare.',
      ),
    ).toBeTruthy();
    expect(saves).toEqual([]);
  });

  it('saves the personal data and the addresses, and the badge drops', async () => {
    const { user, fetchMock } = await renderRegistry({ addresses: [] });
    const saved: User = {
      ...demoUser,
      emergencyContact: {
        name: 'Marco Rossi',
        relation: 'Brother',
        phone: { country: 'IT', number: '3351234567' },
      },
    };
    const calls = routeApi(fetchMock, {
      [`PUT ${userPath}`]: () => ({ status: 200, body: { data: saved } }),
      [`PUT ${addressesPath}`]: ({ body }) => ({
        status: 200,
        body: addressesBody((body as { addresses: Address[] }).addresses),
      }),
    });

    // Before: the emergency contact (3 fields) and the residence are empty.
    await screen.findByRole('textbox', { name: 'First name' });
    await user.click(screen.getByRole('button', { name: /Giulia/ }));
    expect(
      within(await screen.findByRole('menu')).getByRole('menuitem', { name: /Personal data/ })
        .textContent,
    ).toBe('Personal data44 new');
    await user.keyboard('{Escape}');

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Marco Rossi');
    await user.type(screen.getByRole('textbox', { name: 'Relationship' }), 'Brother');
    await user.type(
      within(group(/^Phone/)).getByRole('textbox', { name: 'Phone number' }),
      '335 123 4567',
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'IT');
    await user.type(screen.getByRole('textbox', { name: 'Street' }), 'Via Roma');
    await user.type(screen.getByRole('textbox', { name: 'House number' }), '1');
    await user.type(screen.getByRole('textbox', { name: 'Postcode' }), '20121');
    await user.type(screen.getByRole('textbox', { name: 'City' }), 'Milano');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Your data has been updated.')).toBeTruthy();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      `PUT ${userPath}`,
      `PUT ${addressesPath}`,
    ]);
    expect(calls[0]?.body).toMatchObject({
      name: 'Giulia',
      taxCode: null,
      emergencyContact: {
        name: 'Marco Rossi',
        relation: 'Brother',
        phone: { country: 'GB', number: '335 123 4567' },
      },
    });
    expect(calls[1]?.body).toEqual({
      addresses: [
        {
          addressType: 'RESIDENCE',
          country: 'IT',
          address: 'Via Roma',
          houseNumber: '1',
          notes: null,
          zipCode: '20121',
          city: 'Milano',
          state: null,
        },
      ],
    });

    await user.click(screen.getByRole('button', { name: /Giulia/ }));
    expect(
      within(await screen.findByRole('menu')).getByRole('menuitem', { name: /Personal data/ })
        .textContent,
    ).toBe('Personal data');
  });

  it('shows the date of birth as DD/MM/YYYY on the Italian site and saves the day typed so', async () => {
    const { user, fetchMock } = await renderRegistry({
      path: '/account/dati-personali',
      variantId: 'italy',
      // The tax code of the new date of birth: the two are checked together.
      user: { ...demoUser, taxCode: 'RSSGLI90S43A944E' },
    });
    const calls = routeApi(fetchMock, {
      [`PUT ${userPath}`]: ({ body }) => ({
        status: 200,
        body: { data: { ...demoUser, ...(body as object) } },
      }),
      [`PUT ${addressesPath}`]: () => ({ status: 200, body: addressesBody([residence]) }),
    });
    const birthday = await screen.findByRole('textbox', { name: /Data di nascita/ });
    expect(birthday).toHaveProperty('value', '18/04/1992');
    expect(birthday.getAttribute('type')).not.toBe('date');
    expect(screen.getByText('Giorno, mese e anno: GG/MM/AAAA')).toBeTruthy();

    // The browser's US order is refused, not read as another day.
    await user.clear(birthday);
    await user.type(birthday, '04/18/1992');
    await user.tab();
    expect(await screen.findByText('Inserisci una data valida.')).toBeTruthy();
    expect(birthday.getAttribute('aria-invalid')).toBe('true');

    await user.clear(birthday);
    await user.type(birthday, '03/11/1990');
    await user.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('I tuoi dati sono stati aggiornati.')).toBeTruthy();
    expect(calls[0]?.body).toMatchObject({ birthday: '1990-11-03' });
  });

  it('puts the server’s errors on their fields', async () => {
    const { user, fetchMock } = await renderRegistry();
    routeApi(fetchMock, {
      [`PUT ${userPath}`]: () => ({ status: 200, body: { data: demoUser } }),
      [`PUT ${addressesPath}`]: () => ({
        status: 400,
        body: {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Some fields are not valid.',
            fields: { 'addresses.0.zipCode': 'validation.minLength?min=3' },
          },
        },
      }),
    });
    const zip = await screen.findByRole('textbox', { name: 'Postcode' });
    await user.clear(zip);
    await user.type(zip, '401');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter at least 3 characters.')).toBeTruthy();
    expect(zip.getAttribute('aria-invalid')).toBe('true');
    expect(
      screen.getByText('Some fields contain errors: correct the marked fields to continue.'),
    ).toBeTruthy();
  });

  it('says “unable to update your data” when the save fails', async () => {
    const { user, fetchMock } = await renderRegistry();
    routeApi(fetchMock, {
      [`PUT ${userPath}`]: () => ({
        status: 500,
        body: { error: { code: 'INTERNAL', message: 'Boom' } },
      }),
    });
    await user.type(await screen.findByRole('textbox', { name: 'City of birth' }), 'x');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Unable to update your data. Please try again in a moment.'),
    ).toBeTruthy();
  });

  it('shows a saved billing address read-only, with the way to customer care', async () => {
    await renderRegistry({
      addresses: [
        residence,
        {
          ...residence,
          addressType: 'BILLING',
          sameAsResidence: true,
          billingFor: 'BUSINESS',
          billingInfoBusiness: {
            businessName: 'Acme Travel SRL',
            vatNumber: 'IT00743110157',
            taxCode: '00743110157',
            sdiCode: 'M5UXCR1',
          },
        },
      ],
    });
    expect(await screen.findByText('Acme Travel SRL')).toBeTruthy();
    expect(screen.queryByRole('radio', { name: 'A business' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Contact customer care' }).getAttribute('href')).toBe(
      '/contact-us',
    );
  });

  it('lets the traveller change a billing address care unlocked, once, then shows it read-only', async () => {
    const savedBusiness: Address = {
      ...residence,
      addressType: 'BILLING',
      sameAsResidence: true,
      billingFor: 'BUSINESS',
      billingInfoBusiness: {
        businessName: 'Acme Travel SRL',
        vatNumber: 'IT00743110157',
        taxCode: '00743110157',
        sdiCode: 'M5UXCR1',
      },
    };
    const { user, fetchMock } = await renderRegistry({
      addresses: [residence, savedBusiness],
      unlockedUntil: '2026-12-12T10:00:00.000Z',
    });
    const calls = routeApi(fetchMock, {
      [`PUT ${userPath}`]: () => ({ status: 200, body: { data: demoUser } }),
      [`PUT ${addressesPath}`]: ({ body }) => ({
        status: 200,
        body: addressesBody((body as { addresses: Address[] }).addresses),
      }),
    });
    expect(
      await screen.findByText(
        'Customer care has unlocked your billing data for one change, until 12/12/2026. Once you save, it is locked again.',
      ),
    ).toBeTruthy();
    // The form starts from the saved billing data; it can be changed, not removed.
    expect(screen.getByRole('radio', { name: 'A business' })).toHaveProperty('checked', true);
    expect(screen.queryByRole('radio', { name: 'No billing data for now' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Contact customer care' })).toBeNull();
    const businessName = screen.getByRole('textbox', { name: /Business name/ });
    expect(businessName).toHaveProperty('value', 'Acme Travel SRL');

    await user.clear(businessName);
    await user.type(businessName, 'Acme Viaggi SPA');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Acme Viaggi SPA')).toBeTruthy();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      `PUT ${userPath}`,
      `PUT ${addressesPath}`,
    ]);
    expect((calls[1]?.body as { addresses: Address[] }).addresses[1]).toMatchObject({
      addressType: 'BILLING',
      billingFor: 'BUSINESS',
      billingInfoBusiness: { businessName: 'Acme Viaggi SPA', sdiCode: 'M5UXCR1' },
    });
    // Saved: read-only again, with the way to customer care.
    expect(screen.queryByRole('textbox', { name: /Business name/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Contact customer care' })).toBeTruthy();
    expect(screen.queryByText(/has unlocked your billing data/)).toBeNull();
  });

  it('asks for the SDI code of an Italian business only', async () => {
    const { user } = await renderRegistry();
    await user.click(await screen.findByRole('radio', { name: 'A business' }));
    expect(screen.getByRole('textbox', { name: /SDI code/ })).toBeTruthy();
    await user.click(
      screen.getByRole('checkbox', { name: 'The billing address is my residence address' }),
    );
    const countriesSelects = screen.getAllByRole('combobox', { name: 'Country' });
    await user.selectOptions(countriesSelects[countriesSelects.length - 1]!, 'FR');
    expect(screen.queryByRole('textbox', { name: /SDI code/ })).toBeNull();
  });

  it('warns before leaving with unsaved changes', async () => {
    const { user, router } = await renderRegistry();
    await user.type(await screen.findByRole('textbox', { name: 'City of birth' }), 'x');
    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    await user.click(within(nav).getByRole('link', { name: 'Profile' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay on the page' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/account/registry');

    await user.click(within(nav).getByRole('link', { name: 'Profile' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Leave without saving',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/profile'));
  });
});
