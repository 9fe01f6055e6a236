import { expect, test, type Page } from '@playwright/test';
import {
  CAROUSEL_INTERVAL_MS,
  carousel,
  firstVisibleSlide,
  lastCardEdges,
  settledSlide,
  showCarousel,
} from './support/carousel';
import { shadowReach } from './support/geometry';

test.describe('category carousel', () => {
  test('Next moves one card and stops at the last; Previous stops at the first', async ({ page }) => {
    await showCarousel(page);
    await carousel(page).hover();
    const previous = carousel(page).getByRole('button', { name: /Previous/ });
    const next = carousel(page).getByRole('button', { name: /Next/ });
    // force: Playwright will not click an aria-disabled button, but a visitor can; it must do nothing.
    await previous.click({ force: true });
    await expect.poll(() => firstVisibleSlide(page)).toBe('1 of 8: Errands');
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await next.click();
    await expect.poll(() => firstVisibleSlide(page)).toBe('2 of 8: Household tasks');
    for (let i = 0; i < 9; i += 1) await next.click({ force: true });
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    // The last position: the last card meets the right edge (no empty space after it).
    const { cardRight, windowRight } = await lastCardEdges(page);
    expect(Math.abs(cardRight - windowRight)).toBeLessThanOrEqual(1);
  });

  for (const width of [1280, 390, 320]) {
    test(`at ${width} px its last position fills the window, keeps the card's shadow, and auto-advance then starts again`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.clock.install();
      await showCarousel(page);
      // The arrow keys move it once it has focus.
      await carousel(page).getByRole('group').focus();
      for (let i = 0; i < 10; i += 1) await page.keyboard.press('ArrowRight');
      await expect(carousel(page).getByRole('button', { name: /Next/ })).toHaveAttribute('aria-disabled', 'true');
      const { cardRight, windowRight, room, boxShadow } = await lastCardEdges(page);
      expect(Math.abs(cardRight - windowRight)).toBeLessThanOrEqual(1);
      // The shadow fades out before the window clips it: no hard grey edge above, below or beside.
      const reach = shadowReach(boxShadow);
      expect(reach.right).toBeGreaterThan(0);
      for (const side of ['top', 'right', 'bottom'] as const)
        expect(room[side], side).toBeGreaterThanOrEqual(reach[side]);
      await page.keyboard.press('ArrowLeft');
      expect((await lastCardEdges(page)).cardRight).toBeGreaterThan(windowRight + 100);
      await page.keyboard.press('ArrowRight');
      // Auto-advance from the last position goes back to the first card.
      await carousel(page).getByRole('group').blur();
      await page.mouse.move(0, 0);
      await page.clock.runFor(CAROUSEL_INTERVAL_MS);
      await expect.poll(() => firstVisibleSlide(page)).toBe('1 of 8: Errands');
    });
  }

  test('cards are 18rem wide and clamp their description to three lines', async ({ page }) => {
    await showCarousel(page);
    const slide = carousel(page).getByRole('listitem').first();
    expect((await slide.boundingBox())?.width).toBe(288);
    await expect(slide.locator('p')).toHaveCSS('-webkit-line-clamp', '3');
  });

  test('auto-advances every 3 seconds and pauses while the pointer is over it', async ({ page }) => {
    await page.clock.install();
    await showCarousel(page);
    await page.mouse.move(0, 0);
    await page.clock.runFor(CAROUSEL_INTERVAL_MS);
    await expect.poll(() => firstVisibleSlide(page)).toBe('2 of 8: Household tasks');
    await carousel(page).hover();
    await page.clock.runFor(2 * CAROUSEL_INTERVAL_MS);
    expect(await settledSlide(page)).toBe('2 of 8: Household tasks');
    await page.mouse.move(0, 0);
    await page.clock.runFor(CAROUSEL_INTERVAL_MS);
    await expect.poll(() => firstVisibleSlide(page)).toBe('3 of 8: Farm produce');
  });

  test('a card brought into view by a search result stays a full interval before the carousel moves on', async ({
    page,
  }) => {
    await page.clock.install();
    await showCarousel(page);
    await page.mouse.move(0, 0);
    // From here time moves only when the test says: how long its own steps take does not count.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
    await page.clock.runFor(CAROUSEL_INTERVAL_MS - 1000);
    const farmProduce = await carousel(page)
      .getByRole('listitem', { name: /Farm produce/ })
      .getAttribute('id');
    await page.evaluate((id) => {
      window.location.hash = id;
    }, farmProduce!);
    await expect.poll(() => firstVisibleSlide(page)).toBe('3 of 8: Farm produce');
    // Past the moment the carousel would have moved had its clock kept running from the page load.
    await page.clock.runFor(CAROUSEL_INTERVAL_MS / 2);
    expect(await settledSlide(page)).toBe('3 of 8: Farm produce');
    await page.clock.runFor(CAROUSEL_INTERVAL_MS / 2 + 500);
    await expect.poll(() => firstVisibleSlide(page)).toBe('4 of 8: Digital shops');
  });

  test('moves on after a mouse click on an arrow once the pointer leaves, though the arrow keeps focus', async ({
    page,
  }) => {
    await page.clock.install();
    await showCarousel(page);
    const next = carousel(page).getByRole('button', { name: /Next/ });
    await next.click();
    await expect.poll(() => firstVisibleSlide(page)).toBe('2 of 8: Household tasks');
    await page.mouse.move(0, 0);
    await expect(next).toBeFocused();
    await page.clock.runFor(CAROUSEL_INTERVAL_MS);
    await expect.poll(() => firstVisibleSlide(page)).toBe('3 of 8: Farm produce');
  });

  test('pauses while it has keyboard focus, and moves on once focus leaves', async ({ page }) => {
    await page.clock.install();
    await showCarousel(page);
    await page.mouse.move(0, 0);
    const previous = carousel(page).getByRole('button', { name: /Previous/ });
    await previous.focus();
    await page.clock.runFor(2 * CAROUSEL_INTERVAL_MS);
    expect(await settledSlide(page)).toBe('1 of 8: Errands');
    await previous.blur();
    await page.clock.runFor(CAROUSEL_INTERVAL_MS);
    await expect.poll(() => firstVisibleSlide(page)).toBe('2 of 8: Household tasks');
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('does not auto-advance until motion is allowed again', async ({ page }) => {
      await page.clock.install();
      await showCarousel(page);
      await page.mouse.move(0, 0);
      await page.clock.runFor(2 * CAROUSEL_INTERVAL_MS);
      expect(await settledSlide(page)).toBe('1 of 8: Errands');
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      await page.clock.runFor(CAROUSEL_INTERVAL_MS);
      await expect.poll(() => firstVisibleSlide(page)).toBe('2 of 8: Household tasks');
    });
  });
});

/** How long auto-advance waits after the last touch (a few seconds, as after the mouse leaves on a desktop). */
const TOUCH_RESUME_MS = 5000;

/** From here the page's time moves only when the test says: how long its own steps take does not count. */
async function holdTheClock(page: Page) {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
}

/** The track's current sideways shift, in pixels (negative: moved towards the later cards). */
const trackShift = (page: Page) =>
  carousel(page)
    .locator('ul')
    .evaluate((track) => new DOMMatrixReadOnly(getComputedStyle(track).transform).m41);

/**
 * A finger on the cards, moved sideways by `dx` in steps as a thumb does, through the browser's own
 * touch input (Chromium turns it into pointer events); `whileDown` runs before the finger lifts.
 */
async function swipe(page: Page, dx: number, whileDown?: () => Promise<void>) {
  const box = (await carousel(page).getByRole('group').boundingBox())!;
  const start = { x: box.x + box.width / 2 + (dx < 0 ? 100 : -100), y: box.y + box.height / 2 };
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [start] });
  for (let step = 1; step <= 10; step += 1)
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: start.x + (dx * step) / 10, y: start.y }],
    });
  await whileDown?.();
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

// On a touch screen (the phone, and a 1280 px touch screen) the cards follow a
// thumb, and auto-advance comes back after the last touch, as it does after the mouse leaves.
test.describe('category carousel on a touch screen', () => {
  test.use({ hasTouch: true });

  test('a swipe follows the finger, then moves by one 288 px card per step, stopping at the first @phone', async ({
    page,
  }) => {
    await showCarousel(page);
    await swipe(page, -120, async () => {
      // Mid-swipe, the cards are under the finger (once the page has drawn the finger's last move).
      await expect.poll(() => trackShift(page)).toBeCloseTo(-120, -1);
    });
    await expect.poll(() => settledSlide(page)).toBe('2 of 8: Household tasks');
    expect(await trackShift(page)).toBe(-288);
    await swipe(page, -600);
    await expect.poll(() => settledSlide(page)).toBe('4 of 8: Digital shops');
    await swipe(page, 300);
    await expect.poll(() => settledSlide(page)).toBe('3 of 8: Farm produce');
    await swipe(page, 30);
    expect(await settledSlide(page)).toBe('3 of 8: Farm produce');
    await swipe(page, 288 * 5);
    await expect.poll(() => settledSlide(page)).toBe('1 of 8: Errands');
  });

  test('after a tap on an arrow, auto-advance resumes a few seconds after the last touch @phone', async ({ page }) => {
    await page.clock.install();
    await showCarousel(page);
    await holdTheClock(page);
    await carousel(page).getByRole('button', { name: /Next/ }).tap();
    await expect.poll(() => firstVisibleSlide(page)).toBe('2 of 8: Household tasks');
    await page.clock.runFor(TOUCH_RESUME_MS - 200);
    expect(await settledSlide(page)).toBe('2 of 8: Household tasks');
    await page.clock.runFor(400);
    await expect.poll(() => firstVisibleSlide(page)).toBe('3 of 8: Farm produce');
    // Then at its usual pace.
    await page.clock.runFor(CAROUSEL_INTERVAL_MS);
    await expect.poll(() => firstVisibleSlide(page)).toBe('4 of 8: Digital shops');
  });

  test('a finger resting on the cards holds them; lifted, they move on a few seconds later @phone', async ({
    page,
  }) => {
    await page.clock.install();
    await showCarousel(page);
    await holdTheClock(page);
    await swipe(page, -10, async () => {
      await page.clock.runFor(3 * CAROUSEL_INTERVAL_MS);
      expect(await settledSlide(page)).toBe('1 of 8: Errands');
    });
    await page.clock.runFor(TOUCH_RESUME_MS - 200);
    expect(await settledSlide(page)).toBe('1 of 8: Errands');
    await page.clock.runFor(400);
    await expect.poll(() => firstVisibleSlide(page)).toBe('2 of 8: Household tasks');
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('a swipe still moves the cards, at once, and nothing moves by itself @phone', async ({ page }) => {
      await page.clock.install();
      await showCarousel(page);
      const glide = await carousel(page)
        .locator('ul')
        .evaluate((track) => parseFloat(getComputedStyle(track).transitionDuration));
      expect(glide).toBeLessThan(0.001);
      await swipe(page, -300);
      await expect.poll(() => firstVisibleSlide(page)).toBe('2 of 8: Household tasks');
      await page.clock.runFor(TOUCH_RESUME_MS + 3 * CAROUSEL_INTERVAL_MS);
      expect(await settledSlide(page)).toBe('2 of 8: Household tasks');
    });
  });
});
