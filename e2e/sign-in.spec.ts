import { loginCode, outboxNow, test, expect, uniqueEmail } from './journey-fixtures.js';

test.describe('sign-in', () => {
  test.use({ storageState: { cookies: [], origins: [] } });

  test('a signed-out visitor is sent to /login, signs in with the e-mailed code and lands where they were going', async ({ page, external }) => {
    const email = uniqueEmail('signin');
    await page.goto('/diagrams');
    await expect(page).toHaveURL(/\/login\?next=%2Fdiagrams$/);
    await page.getByRole('textbox', { name: 'E-mail address' }).fill(email);
    const seen = outboxNow();
    await page.getByRole('button', { name: 'Send me a sign-in code' }).click();
    await expect(page.getByText(`We e-mailed a 6-digit code to ${email}`)).toBeVisible();
    await page.getByRole('textbox', { name: 'Sign-in code' }).fill(await loginCode(email, seen));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/diagrams$/);
    await expect(page.getByRole('heading', { name: 'Your diagrams' })).toBeVisible();
    await expect(page.getByText('No diagrams yet.')).toBeVisible();
    await expect(page.getByTestId('credits.remaining')).toHaveText(/50 credits/);

    // Signing out ends the session: pages send you back to sign in.
    await page.getByRole('button', { name: email }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/login(\?next=%2Fdiagrams)?$/);
    await expect(page.getByRole('textbox', { name: 'E-mail address' })).toBeVisible();
    await expect(page.getByRole('button', { name: email })).toHaveCount(0);
    await page.goto('/usage');
    await expect(page).toHaveURL(/\/login\?next=%2Fusage$/);
    expect(external).toEqual([]);
  });

  test('a wrong code is refused with a clear message', async ({ page }) => {
    const email = uniqueEmail('wrongcode');
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'E-mail address' }).fill(email);
    const seen = outboxNow();
    await page.getByRole('button', { name: 'Send me a sign-in code' }).click();
    const code = await loginCode(email, seen);
    await page.getByRole('textbox', { name: 'Sign-in code' }).fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toContainText(/code/i);
    await expect(page).toHaveURL(/\/login$/);
  });
});
