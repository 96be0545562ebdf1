import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../../e2e/axe';
import { publicOrigin, putApi, readApi, signInAs } from './helpers';

// No animation mid-check; axe's script tag is inline (see e2e/axe.ts).
test.use({ reducedMotion: 'reduce', bypassCSP: true });

/** A demo design no other spec edits (analytics.spec.ts only views its storefront page). */
const DESIGN = 'design-007';
const PDF = 'PDF plan set, single build';
const STUDIO_LINE = 'Two printed sets mailed on request';
const ADDITION = 'A storm shutter detail sheet';

test("the studio's lines and a design's additions: edited by staff, shown beside the licence on the storefront", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // The super admin edits the studio's lines; a content editor, in a browser of their own, the design's.
  await signInAs(page, 'admin');
  const studioBefore = await readApi(page, '/settings/inclusions');
  const editorContext = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    reducedMotion: 'reduce',
    bypassCSP: true,
  });
  const editor = await editorContext.newPage();
  await signInAs(editor, 'editor');
  const designBefore = await readApi(editor, `/designs/${DESIGN}/inclusions`);

  try {
    // Settings › What's included, from the sidebar.
    const nav = page.getByRole('navigation', { name: 'Admin' });
    await nav.getByRole('button', { name: 'Settings' }).click();
    await nav.getByRole('link', { name: "What's included" }).click();
    await expect(page).toHaveURL(/\/settings\/inclusions$/);
    await expect(page.getByRole('heading', { name: "What's included", level: 1 })).toBeVisible();
    const studioPdf = page.getByLabel(PDF);
    await expect(studioPdf).not.toHaveValue('');
    await expectNoAxeViolations(page);

    // An empty line in between is refused by its number, before anything is sent.
    const lines = await studioPdf.inputValue();
    await studioPdf.fill(`${lines}\n\n${STUDIO_LINE}`);
    await page.getByRole('button', { name: "Save what's included" }).click();
    const lineCount = lines.split('\n').length;
    await expect(page.getByText(`Line ${lineCount + 1}: Remove empty lines.`)).toBeVisible();
    await expect(studioPdf).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);

    await studioPdf.fill(`${lines}\n${STUDIO_LINE}\n`);
    await page.getByRole('button', { name: "Save what's included" }).click();
    await expect(page.getByRole('status').filter({ hasText: "What's included is saved." })).toBeVisible();
    await expect(studioPdf).toHaveValue(`${lines}\n${STUDIO_LINE}`);
    await expect(studioPdf).toHaveAttribute('aria-invalid', 'false');
    await expectNoAxeViolations(page);

    // The content editor adds a line to the design's PDF licence; the studio's new line shows above it.
    await editor.goto(`/marketplace/designs/${DESIGN}`);
    const section = editor.getByRole('region', { name: "What's included" });
    const pdf = section.getByRole('group', { name: PDF });
    await expect(pdf.getByRole('list', { name: "The studio's lines, on every design:" })).toContainText(STUDIO_LINE);
    // A content editor may not open the settings: no link there.
    await expect(section.getByRole('link', { name: "Edit the studio's lines" })).toHaveCount(0);
    await expect(
      section.getByRole('list', { name: 'Sheets of the generated plan set' }).getByRole('listitem').first(),
    ).toBeVisible();
    await expectNoAxeViolations(editor);

    await pdf.getByLabel('Added for this design').fill(ADDITION);
    await section.getByRole('button', { name: "Save what's included" }).click();
    await expect(editor.getByRole('status').filter({ hasText: "What's included is saved." })).toBeVisible();
    await expect(pdf.getByLabel('Added for this design')).toHaveValue(ADDITION);
    await expectNoAxeViolations(editor);

    // The storefront shows the studio's line, then the design's, beside the PDF licence (its page cache
    // drops on the change's notice).
    await expect(async () => {
      await page.goto(`${publicOrigin()}/design/${DESIGN}`);
      const included = page.getByRole('list', { name: 'Included' }).filter({ hasText: STUDIO_LINE });
      await expect(included).toHaveCount(1, { timeout: 1_000 });
      await expect(included.getByRole('listitem').filter({ hasText: ADDITION })).toHaveCount(1, { timeout: 1_000 });
      const shown = (await included.getByRole('listitem').allTextContents()).map((line) =>
        line.replace('✓', '').trim(),
      );
      expect(shown.indexOf(STUDIO_LINE)).toBeLessThan(shown.indexOf(ADDITION));
      // The addition is the PDF licence's only.
      await expect(page.getByRole('listitem').filter({ hasText: ADDITION })).toHaveCount(1, { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
  } finally {
    // Back as they were, for the other specs.
    await putApi(editor, `/designs/${DESIGN}/inclusions`, {
      additions: designBefore.additions,
      planSetContents: designBefore.planSetContents,
    });
    await editorContext.close();
    await page.goto('/dashboard');
    await putApi(page, '/settings/inclusions', studioBefore);
  }
});

test("a content editor has no What's included settings page: not in the menu, access denied at its address", async ({
  page,
}) => {
  await signInAs(page, 'editor');
  await expect(
    page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: "What's included" }),
  ).toHaveCount(0);
  await page.goto('/settings/inclusions');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
});
