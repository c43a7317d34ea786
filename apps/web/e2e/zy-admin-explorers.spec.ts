import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN, gotoLanding, loginThroughForm } from './fixtures';

/**
 * The AI section and projects explorers in the built app (issue 8 item 5; SPEC 3 settings,
 * SPEC 4 readers): hiding and showing the AI section changes `/`, the arc projects style saved
 * in the explorer is the one `/` draws, Back to default unsets it; failures show a retry or a
 * toast; 390 px fits. Each test leaves the defaults behind: both sections shown, no style set.
 */
test.describe.configure({ mode: 'serial', timeout: 60_000 });

const AI = '/admin/ai-design-explorations';
const PROJECTS = '/admin/projects-explorations';

/** Unsets a setting (404 = already unset). */
async function unset(page: Page, key: string) {
  const res = await page.request.delete(`/api/settings/${key}`);
  expect([200, 404]).toContain(res.status());
}

/** The stored value of a setting, or null when it is not set. */
async function stored(page: Page, key: string): Promise<string | null> {
  const res = await page.request.get(`/api/settings/${key}`);
  if (res.status() === 404) return null;
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { value: string }).value;
}

/** Back to the defaults other specs expect: sections shown, styles unset. */
async function restoreDefaults(page: Page) {
  for (const key of ['aiSectionEnabled', 'projectsSectionEnabled']) {
    const res = await page.request.put(`/api/settings/${key}`, { data: { value: 'true' } });
    expect(res.ok()).toBeTruthy();
  }
  await unset(page, 'selectedAiDesignStyle');
  await unset(page, 'selectedProjectsStyle');
}

const status = (page: Page, prefix: string) => page.getByTestId(`${prefix}-status`);
const preview = (page: Page, prefix: string) => page.getByTestId(`${prefix}-preview`);

/** Opens an explorer and waits until the saved settings have loaded. */
async function openExplorer(page: Page, path: string, heading: string, prefix: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(status(page, prefix)).toBeVisible();
}

/** Opens / (the whole page rendered on the server) with the AI and projects islands hydrated. */
async function openLanding(page: Page) {
  await gotoLanding(page, '/', ['projects', 'aiSection']);
  await expect(page.locator('#testimonials')).toHaveCount(1);
}

test.describe('admin section explorers', () => {
  test.beforeEach(async ({ page }) => {
    test.slow();
    await loginThroughForm(page, E2E_ADMIN.username, E2E_ADMIN.password);
    await restoreDefaults(page);
  });

  test.afterEach(async ({ page }) => {
    await restoreDefaults(page);
  });

  test('hiding the AI section removes it from /, showing it brings it back', async ({ page }) => {
    await openExplorer(page, AI, 'AI section designs', 'ai-design');
    await expect(status(page, 'ai-design')).toHaveAttribute('data-enabled', 'true');
    await expect(
      page.getByRole('group', { name: 'Choose a design' }).getByRole('radio'),
    ).toHaveCount(8);
    await expect(page.getByRole('radio', { name: /^Style 0 · Glass cards/ })).toBeChecked();
    await expect(preview(page, 'ai-design').locator('section[data-ai-style="0"]')).toBeVisible();
    // The preview never duplicates the landing page's ids.
    await expect(page.locator('#ai-section')).toHaveCount(0);

    const toggle = page.getByRole('switch', { name: 'Show the AI section on the landing page' });
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await toggle.focus();
    await page.keyboard.press('Space');
    await expect(page.getByText('AI section hidden', { exact: true })).toBeVisible();
    await expect(status(page, 'ai-design')).toHaveAttribute('data-enabled', 'false');
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(await stored(page, 'aiSectionEnabled')).toBe('false');

    await openLanding(page);
    await expect(page.locator('#ai-section')).toHaveCount(0);

    await openExplorer(page, AI, 'AI section designs', 'ai-design');
    await expect(status(page, 'ai-design')).toHaveAttribute('data-enabled', 'false');
    await page.getByRole('switch', { name: 'Show the AI section on the landing page' }).click();
    await expect(page.getByText('AI section shown', { exact: true })).toBeVisible();
    await expect(status(page, 'ai-design')).toHaveAttribute('data-enabled', 'true');
    expect(await stored(page, 'aiSectionEnabled')).toBe('true');

    await openLanding(page);
    await expect(page.locator('#ai-section')).toHaveCount(1);
    await page.locator('#ai-section').scrollIntoViewIfNeeded();
    await expect(page.locator('#ai-section')).toBeVisible();
  });

  test('an AI style picked with the keyboard is previewed, saved, then reset', async ({ page }) => {
    await openExplorer(page, AI, 'AI section designs', 'ai-design');
    const save = page.getByRole('button', { name: 'Save this design' });
    await expect(save).toBeDisabled();
    await page.getByRole('radio', { name: /^Style 0 · Glass cards/ }).focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: /^Style 3 · Terminal/ })).toBeChecked();
    await expect(preview(page, 'ai-design')).toHaveAttribute('data-preview-style', '3');
    await expect(
      preview(page, 'ai-design').locator('section[data-ai-style="3"]').getByRole('heading', {
        level: 2,
      }),
    ).toBeVisible();
    await save.click();
    await expect(page.getByText('Design saved', { exact: true })).toBeVisible();
    await expect(status(page, 'ai-design')).toHaveAttribute('data-style', '3');
    expect(await stored(page, 'selectedAiDesignStyle')).toBe('3');

    await page.getByRole('button', { name: 'Back to default' }).click();
    await expect(page.getByText('Back to the default', { exact: true })).toBeVisible();
    await expect(status(page, 'ai-design')).toHaveAttribute('data-style', '0');
    await expect(status(page, 'ai-design')).toHaveAttribute('data-stored', 'false');
    await expect(page.getByRole('radio', { name: /^Style 0 · Glass cards/ })).toBeChecked();
    expect(await stored(page, 'selectedAiDesignStyle')).toBeNull();
    await expect(page.getByRole('button', { name: 'Back to default' })).toBeDisabled();
  });

  test('the arc projects style saved in the explorer is the one / shows', async ({ page }) => {
    await openExplorer(page, PROJECTS, 'Projects designs', 'projects-design');
    await expect(status(page, 'projects-design')).toHaveAttribute('data-style', 'shader');
    await expect(
      page.getByRole('group', { name: 'Choose a design' }).getByRole('radio'),
    ).toHaveCount(5);
    // The preview draws the works / shows.
    const works = (await (await page.request.get('/api/projects')).json()) as { title: string }[];
    expect(works.length).toBeGreaterThan(0);
    await expect(
      preview(page, 'projects-design').locator('section[data-projects-style="shader"]'),
    ).toContainText(works[0]!.title);

    await page.getByRole('radio', { name: /^Shader/ }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: /^Arc/ })).toBeChecked();
    const arc = preview(page, 'projects-design').locator('section[data-projects-style="arc"]');
    await expect(arc.getByRole('group', { name: /Projects on an arc/ })).toBeVisible();
    await expect(page.locator('#projects, #projects-mobile')).toHaveCount(0);
    await expect(page.getByText(/not saved\s+yet/)).toBeVisible();

    await page.getByRole('button', { name: 'Save this design' }).click();
    await expect(page.getByText('Design saved', { exact: true })).toBeVisible();
    await expect(status(page, 'projects-design')).toHaveAttribute('data-style', 'arc');
    expect(await stored(page, 'selectedProjectsStyle')).toBe('arc');

    await openLanding(page);
    const section = page.locator('#projects[data-projects-style="arc"]');
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByRole('group', { name: /Projects on an arc/ })).toBeVisible();

    await openExplorer(page, PROJECTS, 'Projects designs', 'projects-design');
    await expect(page.getByRole('radio', { name: /^Arc/ })).toBeChecked();
    await page.getByRole('button', { name: 'Back to default' }).click();
    await expect(page.getByText('Back to the default', { exact: true })).toBeVisible();
    await expect(status(page, 'projects-design')).toHaveAttribute('data-style', 'shader');
    expect(await stored(page, 'selectedProjectsStyle')).toBeNull();

    await openLanding(page);
    await expect(page.locator('#projects')).toHaveAttribute('data-projects-style', 'shader');
  });

  test('a projects style saved as a draft stays off the site, comes back picked, and is discarded', async ({
    page,
  }) => {
    await openExplorer(page, PROJECTS, 'Projects designs', 'projects-design');
    const draftButton = page.getByRole('button', { name: 'Save as draft' });
    // The live style is nothing to draft.
    await expect(draftButton).toBeDisabled();
    await page.getByRole('radio', { name: /^Holo/ }).check();
    await draftButton.click();
    await expect(page.getByText('Draft saved', { exact: true })).toBeVisible();
    const notice = page.getByRole('group', { name: 'Projects section design: draft' });
    await expect(notice).toContainText('Projects section design draft: Holo');
    await expect(notice).toBeFocused();
    await expect(status(page, 'projects-design')).toHaveAttribute('data-style', 'shader');
    expect(await stored(page, 'selectedProjectsStyle')).toBeNull();

    // Back later, the draft is the pick, and drafting it again is nothing to do.
    await openExplorer(page, PROJECTS, 'Projects designs', 'projects-design');
    await expect(page.getByRole('radio', { name: /^Holo/ })).toBeChecked();
    await expect(page.getByText(/Previewing the draft/)).toBeVisible();
    await expect(draftButton).toBeDisabled();

    await notice.getByRole('button', { name: 'Discard draft' }).click();
    await page
      .getByRole('dialog', { name: /^Discard the draft of/ })
      .getByRole('button', { name: 'Discard draft' })
      .click();
    await expect(page.getByText('Draft discarded', { exact: true })).toBeVisible();
    await expect(notice).toHaveCount(0);
    await expect(page.getByRole('radio', { name: /^Shader/ })).toBeChecked();
    expect(await stored(page, 'selectedProjectsStyle')).toBeNull();
  });

  test('a failed load offers a retry, a failed save says so', async ({ page }) => {
    let failLoad = true;
    await page.route('**/trpc/*settings.list*', (route) =>
      failLoad
        ? route.fulfill({ status: 503, contentType: 'application/json', body: '[]' })
        : route.fallback(),
    );
    await page.goto(PROJECTS);
    await expect(page.getByText('Could not load the saved settings')).toBeVisible();
    failLoad = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(status(page, 'projects-design')).toBeVisible();

    await page.route('**/trpc/settings.update*', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: '[]' }),
    );
    await page.getByRole('radio', { name: /^Holo/ }).check();
    await page.getByRole('button', { name: 'Save this design' }).click();
    await expect(page.getByText('Could not save the design', { exact: true })).toBeVisible();
    await expect(status(page, 'projects-design')).toHaveAttribute('data-style', 'shader');
    expect(await stored(page, 'selectedProjectsStyle')).toBeNull();
  });

  test('both explorers fit a 390 px screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const [path, heading, prefix] of [
      [AI, 'AI section designs', 'ai-design'],
      [PROJECTS, 'Projects designs', 'projects-design'],
    ] as const) {
      await openExplorer(page, path, heading, prefix);
      await page.getByRole('radio').nth(2).check();
      await expect(page.getByRole('button', { name: 'Save this design' })).toBeEnabled();
      await expect(preview(page, prefix).locator('section h2')).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
