import { generate } from 'otplib';
import type { Page } from '@playwright/test';

const periodSeconds = 30;
const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * Enters a member of staff's second factor on the provider's code page, then waits until the
 * console's address is reached. A code is accepted once only, and several specs sign in as the same
 * demo staff, some moments apart: when this period's code was used already (the page says it is not
 * correct), the next period's is entered (the provider accepts one period either side); when that
 * one was used too, the one after it once the next period has begun.
 */
export async function enterStaffCode(page: Page, secret: string): Promise<void> {
  const code = page.locator('input[autocomplete="one-time-code"]');
  const refusal = page.getByRole('alert');
  const submit = async (epoch: number): Promise<boolean> => {
    await code.fill(await generate({ secret, epoch }));
    await page.locator('form button[type="submit"]').click();
    const outcome = await Promise.race([
      refusal.waitFor({ state: 'visible', timeout: 20_000 }).then(
        () => 'refused' as const,
        () => 'unknown' as const,
      ),
      page
        .waitForURL((url) => url.pathname.startsWith('/staff'), {
          waitUntil: 'commit',
          timeout: 20_000,
        })
        .then(
          () => 'accepted' as const,
          () => 'unknown' as const,
        ),
    ]);
    // Neither within the time: left to the caller's next check, which says what it sees.
    return outcome !== 'refused';
  };
  if (await submit(nowSeconds())) return;
  if (await submit(nowSeconds() + periodSeconds)) return;
  await page.waitForTimeout((periodSeconds - (nowSeconds() % periodSeconds)) * 1000 + 500);
  await submit(nowSeconds() + periodSeconds);
}
