import { expect, type Page } from '@playwright/test';

/** The public routes (the eight fixed pages, then the seed's landing pages, news and a post) with the heading a visitor sees first and the words its <title> holds. */
export const ROUTES = [
  { path: '/', title: /Helpa/, heading: /ultimate solution/i },
  { path: '/paybills', title: /Pay bills/, heading: /Pay bills/i },
  { path: '/pricing', title: /Pricing/, heading: /Choose a plan that fits your needs/ },
  { path: '/about', title: /About Helpa/, heading: /Why Helpa/ },
  { path: '/contactus', title: /Contact Helpa/, heading: /Contact Us/ },
  { path: '/policy', title: /Privacy Policy/, heading: /Privacy Policy/ },
  { path: '/termsconditions', title: /Terms and Conditions/, heading: /Terms and Conditions/ },
  { path: '/comingsoon', title: /Coming soon/, heading: /coming soon/i },
  { path: '/carehub-for-clinics', title: /CareHub for clinics/, heading: /Run your clinic's staff rota/ },
  { path: '/helpa-in-lagos', title: /Helpa in Lagos/, heading: /Help for your Lagos home, booked in one app/ },
  { path: '/news', title: /News/, heading: /^News$/ },
  {
    path: '/news/electricity-in-abuja',
    title: /Pay your electricity in Abuja/,
    heading: /Pay your electricity in Abuja in one minute/,
  },
] as const;

/**
 * Waits for what a visitor sees once a page's own client work is done: pay bills' services and the
 * pricing plans fetched, the contact form live (its message count counts). The other pages have no work
 * beyond the scripts that `page.goto` already waits for (its `load` event).
 */
export async function expectPageReady(page: Page, path: string): Promise<void> {
  if (path === '/paybills') await expect(page.getByRole('tab').first()).toBeVisible();
  if (path === '/pricing') await expect(page.getByRole('article').first()).toBeVisible();
  if (path === '/contactus') await expect(page.getByText(/^0 of [\d,]+ characters$/)).toBeVisible();
}
