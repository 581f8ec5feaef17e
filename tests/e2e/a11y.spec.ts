import { builtPagePaths } from "./routes";
import { expectNoAxeViolations, gotoHydrated, test } from "./utils";

const paths = builtPagePaths();

for (const viewport of [
  { name: "desktop", width: 1280, height: 800 },
  { name: "mobile", width: 390, height: 844 },
]) {
  test.describe(`axe at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const path of [...paths, "/no-such-page"]) {
      test(`${path} has no violations`, async ({ page }) => {
        // axe on a full page takes several seconds on a busy 2-core machine.
        test.slow();
        await gotoHydrated(page, path);
        await expectNoAxeViolations(page);
      });
    }
  });
}

test("the open Teams dropdown has no violations", async ({ page }) => {
  await gotoHydrated(page, "/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Teams" }).click();
  await page.getByRole("link", { name: "Student Support Team" }).first().waitFor();
  await expectNoAxeViolations(page);
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("open with Teams expanded has no violations", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: "Teams" }).click();
    await expectNoAxeViolations(page);
  });
});

test("the support popup has no violations", async ({ page }) => {
  await page.clock.install();
  await gotoHydrated(page, "/");
  await page.clock.fastForward(10_500);
  await page.getByRole("complementary", { name: "Chat with SR Support" }).waitFor();
  await expectNoAxeViolations(page);
});
