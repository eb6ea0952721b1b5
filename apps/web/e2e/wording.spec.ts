import { pathFor } from '@wayfarer/domain';
import type { Page } from '@playwright/test';
import { expect, originOf, signInThroughProvider, test } from './support/fixtures';
import { de, fr } from './support/translations';

/*
 * Wording a native speaker would write (issue 18 item 14): French says "tu" on every page, the
 * provider's sign-in page included; deadlines include their day; counts follow each language's
 * plural rules; French puts a non-breaking space before its double punctuation.
 */

/** "vous", "votre", "vos", "Connectez-vous", but not "rendez-vous". */
const vous = /(?<![-\p{L}])(?:vous|votre|vos|veuillez)(?!\p{L})|\p{L}-vous\b(?<!rendez-vous)/iu;

async function mainText(page: Page): Promise<string> {
  await expect(page.locator('main')).not.toHaveText('');
  // The words a reader gets: icons hidden from assistive technology (a status pill's "!") are not
  // punctuation. Laid out off screen so innerText keeps the line breaks between blocks.
  const text = await page.locator('main').evaluate((main) => {
    const copy = main.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('[aria-hidden="true"]').forEach((node) => node.remove());
    copy.style.cssText = 'position:absolute;left:-100000px;top:0;width:375px';
    document.body.append(copy);
    const words = copy.innerText;
    copy.remove();
    return words;
  });
  // Collapse line breaks and plain spaces only: the non-breaking ones are what is checked.
  return text.replace(/[ \t\r\n]+/g, ' ');
}

test('the French site says tu, from the sign-in page to every account screen', async ({
  page,
  checkA11y,
}) => {
  test.slow();
  await page.setViewportSize({ width: 375, height: 812 });
  const origin = originOf('france');
  await page.goto(`${origin}/`);
  await expect(page.getByText('Connecte-toi à ton compte Wayfarer.')).toBeVisible();
  expect(await page.locator('body').innerText()).not.toMatch(vous);
  await checkA11y(page);

  await signInThroughProvider(page, 'demo@wayfarer.test', 'wayfarer-demo');
  await page.waitForURL((url) => url.origin === origin && !url.pathname.startsWith('/login'));
  for (const route of [
    'index',
    'travels',
    'account/documents',
    'account/credits',
    'refer-friend',
    'notify-me',
    'contacts',
    'account/wishlist',
    'partnership',
  ]) {
    await page.goto(`${origin}${pathFor(route, {}, 'fr')}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const text = await mainText(page);
    expect(text.match(vous)?.[0], route).toBeUndefined();
    // Double punctuation after a non-breaking space, never after a plain one.
    expect(text.match(/ [;!?»]/)?.[0], route).toBeUndefined();
  }
  await page.goto(`${origin}${pathFor('account/credits', {}, 'fr')}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fr.pages.credits.title);
  await checkA11y(page);
});

test('German trip cards count by the plural rules and payments are due "bis spätestens"', async ({
  page,
  signIn,
  checkA11y,
}) => {
  test.slow();
  await page.setViewportSize({ width: 1280, height: 900 });
  const travels = pathFor('travels', {}, 'de');
  await signIn({ page, variant: 'germany', path: travels });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(de.pages.travels.title);
  const cards = await page.getByRole('article').allInnerTexts();
  expect(cards.length).toBeGreaterThan(0);
  for (const card of cards) {
    // "1 Person", "2 Personen"; "8 Tage", never "8 Tag" nor "1 Tage".
    for (const [phrase, count, word] of card.matchAll(
      /(\d+) (Tage|Tag|Nächte|Nacht|Personen|Person)\b/g,
    )) {
      const singular = ['Tag', 'Nacht', 'Person'].includes(word!);
      expect(singular, phrase).toBe(Number(count) === 1);
    }
  }

  // The booking with a payment due: its deadline includes the day.
  const links = await page
    .locator(`a[href^="${travels}/"]`)
    .evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).pathname));
  let seen = false;
  for (const link of [...new Set(links)].slice(0, 6)) {
    await page.goto(`${originOf('germany')}${link}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const text = await mainText(page);
    expect(text).not.toMatch(/Fällig bis (?!spätestens)/);
    if (/Fällig bis spätestens \d{2}\/\d{2}\/\d{4}/.test(text)) {
      seen = true;
      await checkA11y(page);
      break;
    }
  }
  expect(seen).toBe(true);
});
