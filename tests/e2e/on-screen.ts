/** Whether a part of the page is where a reader sees it without scrolling (the phone specs). */
import { expect, type Locator, type Page } from './test';

/** Wholly on the screen: not scrolled off above or below, nor cut at the sides. */
export async function onScreen(page: Page, what: string, part: Locator) {
  const box = await part.boundingBox();
  const { width, height } = page.viewportSize()!;
  expect(box, `${what} is shown`).not.toBeNull();
  expect(box!.y, `${what} is not above the screen`).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height, `${what} is not below the screen`).toBeLessThanOrEqual(height + 0.5);
  expect(box!.x, `${what} is not cut on the left`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${what} is not cut on the right`).toBeLessThanOrEqual(width + 0.5);
}
