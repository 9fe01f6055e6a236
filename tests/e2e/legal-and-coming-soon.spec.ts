import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';

test('the privacy policy lists the roles and the data collected, with a working table of contents', async ({
  page,
}) => {
  await page.goto('/policy');
  const toc = page.getByRole('navigation', { name: 'On this page' });
  await expect(toc.getByRole('link')).toHaveCount(7);
  await toc.getByRole('link', { name: 'Data we collect' }).click();
  await expect(page).toHaveURL(/#data-we-collect$/);
  await expect(page.getByRole('heading', { name: 'Data we collect', level: 2 })).toBeInViewport();
  const article = page.getByRole('article');
  for (const role of ['Users:', 'Service Provider:', 'Agent:', 'Farmer:', 'Vendor:'])
    await expect(article.getByText(role)).toBeVisible();
  for (const data of [
    'Personal information:',
    'Account details:',
    'KYC information:',
    'Transactions:',
    'Device data:',
  ]) {
    await expect(article.getByText(data)).toBeVisible();
  }
});

test('the terms state the age limit, dispute and report windows and support hours', async ({ page }) => {
  await page.goto('/termsconditions');
  const article = page.getByRole('article');
  await expect(article.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(article.getByText(/18 years or older/)).toBeVisible();
  await expect(article.getByText(/within 48 hours of task completion/)).toBeVisible();
  await expect(article.getByText(/within 24 hours/)).toBeVisible();
  await expect(article.getByText(/Support hours are Mon-Fri 8am-5pm/)).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Disputes' }),
  ).toHaveAttribute('href', '#disputes');
});

test('coming soon shows its message and the store buttons', async ({ page }) => {
  await page.goto('/comingsoon');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Helpa app is coming soon');
  await expect(page.getByText(/putting the finishing touches on the Helpa app/)).toBeVisible();
  // A link where the store page is set, else a coming-soon badge: either way both stores are named.
  await expect(page.getByText(/App Store$/)).toBeVisible();
  await expect(page.getByText(/Google Play$/)).toBeVisible();
});

for (const path of ['/policy', '/termsconditions', '/comingsoon']) {
  test(`${path} has no WCAG 2.2 AA violations`, async ({ page }) => {
    await page.goto(path);
    await expectNoAxeViolations(page);
  });
}
