import { csrfHeader, csrfHeaderValue } from '@wayfarer/contract/api-paths';
import { expect, originOf, signInThroughProvider, test } from './support/fixtures';
import { joinAsNewTraveller } from './support/operator';
import { enterStaffCode } from './support/staff-code';
import { en } from './support/translations';

// Customer care unlocks a traveller's billing address for one change (account-area §5, issue 21):
// care signs in with a second factor and unlocks it with a reason; the traveller changes it once,
// and it is read-only again.

const password = 'a quiet harbour at dawn';
const origin = originOf('international');
/** The demo care member (README "Staff console"): their TOTP secret is the demo's. */
const care = {
  email: 'care@wayfarer.test',
  password: 'wayfarer-demo',
  totpSecret: 'VHW77UEMIVI2QBTD362PR5JBNW6XMBQ4',
};

test('care unlocks a billing address with a reason, and the traveller changes it once', async ({
  page,
  browser,
  request,
  checkA11y,
}) => {
  test.setTimeout(180_000);
  // A traveller of their own, with a password, consents and a billing address saved.
  await joinAsNewTraveller(page, request, { password });
  const me = (await (await page.request.get(`${origin}/api/users/me`)).json()) as {
    data: { id: string };
  };
  const userId = me.data.id;
  const headers = { [csrfHeader]: csrfHeaderValue, origin };
  // The personal data the registry form requires before it saves anything.
  const personal = await page.request.put(`${origin}/api/users/${userId}`, {
    headers,
    data: {
      gender: 'F',
      birthday: '1990-05-17',
      citizenship: 'GB',
      mobilePhone: { country: 'GB', number: '07400 123456' },
    },
  });
  expect(personal.status(), await personal.text()).toBe(200);
  const residence = {
    addressType: 'RESIDENCE',
    country: 'GB',
    address: 'Harbour Street',
    houseNumber: '4',
    notes: null,
    zipCode: 'KW15 1AA',
    city: 'Kirkwall',
    state: null,
  };
  const saved = await page.request.put(`${origin}/api/users/${userId}/addresses`, {
    headers,
    data: {
      addresses: [
        residence,
        {
          ...residence,
          addressType: 'BILLING',
          sameAsResidence: true,
          billingFor: 'INDIVIDUAL',
          billingInfoIndividual: { name: 'Iris Holm', taxCode: 'HOLM1234' },
        },
      ],
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);

  await page.goto(`${origin}/account/registry`);
  const billing = page.getByRole('region', { name: en.registry.sections.billing });
  await expect(billing.getByText(en.registry.billing.lockedNote)).toBeVisible();
  await expect(billing.getByRole('textbox')).toHaveCount(0);

  // Customer care, in a browser of their own, with the second factor.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await staff.goto(`${origin}/staff/travellers/${userId}`);
  await signInThroughProvider(staff, care.email, care.password);
  await enterStaffCode(staff, care.totpSecret);
  await expect(staff.getByRole('heading', { level: 1, name: 'Iris Holm' })).toBeVisible();
  const actions = staff.getByRole('region', { name: 'Account actions' });
  await expect(actions).toContainText('Saved and locked');
  await actions
    .getByLabel('Action')
    .selectOption({ label: 'Unlock the billing address for one change (14 days)' });
  await actions.getByLabel('Reason (kept in the audit log)').fill('New employer, ticket 4411');
  await actions.getByRole('button', { name: 'Do it' }).click();
  await expect(actions.getByText('Done: it is in the audit log.')).toBeVisible();
  await expect(actions).toContainText(`Unlocked for one change by ${care.email}`);
  await checkA11y(staff);
  await staffContext.close();

  // The traveller: the billing form is open once, with the note and its date.
  await page.reload();
  await expect(billing.getByText(/Customer care has unlocked your billing data/)).toBeVisible();
  await checkA11y(page);
  await billing.getByRole('radio', { name: en.registry.billing.business }).check();
  await billing.getByLabel(new RegExp(en.registry.billing.businessName)).fill('Holm Travel Ltd');
  await billing.getByLabel(new RegExp(en.registry.billing.vatNumber)).fill('GB980780684');
  await billing.getByLabel(new RegExp(`^${en.registry.fields.taxCode}`)).fill('HOLM1234');
  await page.getByRole('button', { name: en.registry.save, exact: true }).click();
  await expect(page.getByText(en.registry.saved)).toBeVisible();

  // Saved: read-only again, and the server refuses a second change.
  await expect(billing.getByText('Holm Travel Ltd')).toBeVisible();
  await expect(billing.getByText(en.registry.billing.lockedNote)).toBeVisible();
  await expect(billing.getByRole('textbox')).toHaveCount(0);
  const again = await page.request.get(`${origin}/api/users/${userId}/addresses`);
  expect(((await again.json()) as { billing: unknown }).billing).toEqual({
    changeable: false,
    unlockedUntil: null,
  });
});
