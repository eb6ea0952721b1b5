import { pathFor } from '@wayfarer/domain';
import { expect, originOf, signInThroughProvider, test } from './support/fixtures';
import {
  openInvitationMail,
  operatorApi,
  operatorToken,
  pushBookingForNewTraveller,
  submitPasswordForm,
} from './support/operator';
import { e2ePort } from './support/origins';
import { en } from './support/translations';
import { startWebhookReceiver, verifyStandardWebhook } from './support/webhook-receiver';

const password = 'salt wind over the fjord';

test('an operator pushes a booking for a new traveller, who joins, sees the trip and fills the registry; the operator hears of it, signed', async ({
  page,
  request,
  checkA11y,
}) => {
  test.slow();
  const origin = originOf('international');
  const receiver = await startWebhookReceiver(e2ePort + 1);
  const webhooksToken = await operatorToken(request, ['webhooks:manage']);
  const auth = { authorization: `Bearer ${webhooksToken}` };
  const registered = await request.post(`${operatorApi}/webhooks/endpoints`, {
    headers: auth,
    data: { url: receiver.url, eventTypes: ['traveller.updated'], description: 'e2e receiver' },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const endpoint = (await registered.json()) as { id: string; secret: string };

  try {
    // The company's booking system pushes the trip; Wayfarer opens the account and invites.
    const { traveller, tourTitle, reference } = await pushBookingForNewTraveller(request);

    const link = await openInvitationMail(page, traveller.email);
    await expect(page.locator('pre')).toContainText(`Hello ${traveller.name},`);
    await checkA11y(page);

    await page.goto(link);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Choose your password' }),
    ).toBeVisible();
    await checkA11y(page);
    await submitPasswordForm(page, password);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your password is saved' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/oidc\/interaction\//);
    await signInThroughProvider(page, traveller.email, password);
    await expect(page).toHaveURL(`${origin}/`);

    // A new account has accepted nothing yet: the privacy policy and terms come first.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.pages.communications.title);
    await page
      .getByRole('region', { name: en.consents.requiredTitle })
      .getByRole('button', { name: en.consents.accept })
      .click();
    await expect(page.getByText(en.consents.acceptedNotice)).toBeVisible();

    // The pushed booking is the traveller's trip.
    await page.goto(`${origin}${pathFor('travels', {}, 'en')}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.pages.travels.title);
    const card = page.getByRole('article').filter({ hasText: reference });
    await expect(card).toContainText(tourTitle);
    await checkA11y(page);

    // The traveller fills the registry in.
    await page.goto(`${origin}${pathFor('account/registry', {}, 'en')}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.pages.registry.title);
    await expect(
      page.getByRole('textbox', { name: en.registry.fields.name, exact: true }),
    ).toHaveValue(traveller.name);
    await page.getByRole('radio', { name: en.registry.gender.F }).check();
    await page.getByRole('textbox', { name: en.registry.fields.birthday }).fill('14/03/1990');
    await page
      .getByRole('combobox', { name: en.registry.fields.citizenship, exact: true })
      .selectOption('GB');
    const mobile = page.getByRole('group', { name: en.registry.fields.mobilePhone });
    await mobile.getByRole('combobox', { name: en.registry.phone.callingCode }).selectOption('GB');
    await mobile.getByRole('textbox', { name: en.registry.phone.number }).fill('07400 123456');
    await checkA11y(page);
    await page.getByRole('button', { name: en.registry.save, exact: true }).click();
    await expect(page.getByText(en.registry.saved)).toBeVisible();

    // The operator's receiver gets the change, signed as Standard Webhooks says.
    const ours = () =>
      receiver.received.filter((hook) => {
        const event = JSON.parse(hook.body) as {
          type: string;
          data: { externalTravellerId: string | null };
        };
        return (
          event.type === 'traveller.updated' && event.data.externalTravellerId === traveller.id
        );
      });
    await expect.poll(() => ours().length, { timeout: 15_000 }).toBeGreaterThan(0);
    const [hook] = ours();
    expect(verifyStandardWebhook(endpoint.secret, hook!)).toBe(true);
    expect(verifyStandardWebhook(endpoint.secret, { ...hook!, body: `${hook!.body} ` })).toBe(
      false,
    );
    const event = JSON.parse(hook!.body) as { data: { fields: string[] } };
    expect(event.data.fields).toEqual(
      expect.arrayContaining(['birthday', 'citizenship', 'gender', 'mobilePhone']),
    );
  } finally {
    await request.delete(`${operatorApi}/webhooks/endpoints/${endpoint.id}`, { headers: auth });
    await receiver.close();
  }
});
