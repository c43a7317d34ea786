import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN, loginThroughForm } from './fixtures';

/**
 * /admin/design-system (issue 8 item 8) in the built app: every section renders and is linked
 * from the table of contents, a field shows its error under it, toasts fire and are announced,
 * dialogs close with Escape and give focus back, the preview switches between dark and light,
 * and axe finds nothing serious in either theme at 1440 and 390 px.
 */

const SECTIONS = [
  ['buttons', 'Buttons'],
  ['badges', 'Badges and spinners'],
  ['text-fields', 'Text fields'],
  ['selects', 'Selects'],
  ['switches', 'Switches and checkboxes'],
  ['tabs', 'Tabs'],
  ['toasts', 'Toasts'],
  ['dialogs', 'Dialogs'],
  ['cards', 'Cards'],
  ['table', 'Table'],
  ['states', 'Empty, loading and error states'],
] as const;

const preview = (page: Page) => page.getByTestId('design-system-preview');

async function open(page: Page, path = '/admin/design-system') {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Design system' })).toBeVisible();
}

test.describe('admin design system', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await loginThroughForm(page, E2E_ADMIN.username, E2E_ADMIN.password);
  });

  test('renders every section, linked from the sidebar and the table of contents', async ({
    page,
  }) => {
    await page.goto('/admin');
    await page
      .getByRole('navigation', { name: 'Admin' })
      .getByRole('link', { name: 'Design system' })
      .click();
    await expect(page).toHaveURL(/\/admin\/design-system$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Design system' })).toBeVisible();

    const toc = page.getByRole('navigation', { name: 'On this page' });
    for (const [id, title] of SECTIONS) {
      const section = page.getByRole('region', { name: title, exact: true });
      await expect(section).toHaveAttribute('id', id);
      await expect(section.getByRole('heading', { level: 2, name: title })).toBeVisible();
      await expect(toc.getByRole('link', { name: title, exact: true })).toHaveAttribute(
        'href',
        `#${id}`,
      );
    }

    // A sample of each family is there.
    await expect(preview(page).getByRole('button', { name: 'Destructive' }).first()).toBeVisible();
    await expect(preview(page).getByRole('button', { name: 'Saving...' })).toHaveCount(4);
    await expect(page.getByRole('switch', { name: 'AI section (on)' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(page.getByRole('tab', { name: 'History' })).toBeDisabled();
    await expect(page.getByRole('table', { name: 'Sample designers' })).toBeVisible();
    await expect(page.getByText('No designers yet')).toBeVisible();
    await expect(page.getByText('Could not load the designers')).toBeVisible();

    // The table of contents jumps to a section.
    await toc.getByRole('link', { name: 'Table', exact: true }).click();
    await expect(page).toHaveURL(/#table$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Table' })).toBeInViewport();
  });

  test('a field shows its error under it, wired with aria-invalid and aria-describedby', async ({
    page,
  }) => {
    await open(page);
    const email = page.getByLabel('Email', { exact: true });
    const error = page.locator('#ds-email-error');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(error).toHaveText('Enter an email address such as ava@studio.com');
    await expect(email).toHaveAttribute('aria-describedby', /\bds-email-error\b/);
    await expect(email).toHaveAccessibleDescription(/Enter an email address/);

    await email.fill('ava@studio.com');
    await expect(error).toHaveCount(0);
    await expect(email).not.toHaveAttribute('aria-invalid');

    const role = page.getByLabel('Role', { exact: true });
    await expect(role).toHaveAttribute('aria-invalid', 'true');
    await expect(role).toHaveAccessibleDescription('Choose the designer’s role');
  });

  test('toasts fire and are announced; keyboard toggles the switch and moves the tabs', async ({
    page,
  }) => {
    await open(page);
    const announcer = page.locator('[role="status"][aria-live]');
    await preview(page).getByRole('button', { name: 'Show a notice' }).click();
    await expect(announcer.filter({ hasText: 'Designer saved' })).toHaveCount(1);
    const region = page.getByRole('region', { name: /Notifications/ });
    await expect(region.getByText('Designer saved', { exact: true })).toBeVisible();

    await preview(page).getByRole('button', { name: 'Show an error' }).click();
    await expect(announcer.filter({ hasText: 'Could not save the designer' })).toHaveCount(1);
    await expect(region.getByText('Could not save the designer', { exact: true })).toBeVisible();
    await expect(region.locator('li')).toHaveCount(1);
    await preview(page).getByRole('button', { name: 'Dismiss toasts' }).click();
    await expect(region.locator('li')).toHaveCount(0);

    const off = page.getByRole('switch', { name: 'Projects showcase (off)' });
    await off.focus();
    await page.keyboard.press('Space');
    await expect(off).toHaveAttribute('aria-checked', 'true');

    await page.getByRole('tab', { name: 'Profile' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Works' })).toHaveAttribute('aria-selected', 'true');
  });

  test('the sheet and the confirm dialog open, close with Escape and give focus back', async ({
    page,
  }) => {
    await open(page);
    const sheetButton = page.getByRole('button', { name: 'Open sheet' });
    await sheetButton.focus();
    await page.keyboard.press('Enter');
    const sheet = page.getByRole('dialog', { name: 'Edit sample designer' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByLabel('Name')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(sheet).toHaveCount(0);
    await expect(sheetButton).toBeFocused();

    const deleteButton = page.getByRole('button', { name: 'Delete sample designer' });
    await deleteButton.focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Delete this designer?' });
    await expect(confirm).toBeVisible();
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expect(deleteButton).toBeFocused();

    // Confirming shows the pending state, then closes with a notice.
    await deleteButton.click();
    await confirm.getByRole('button', { name: 'Delete designer' }).click();
    await expect(confirm.getByRole('button', { name: 'Delete designer' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await expect(confirm).toBeHidden();
    await expect(page.getByText('Sample designer deleted', { exact: true })).toBeVisible();
  });

  test('the theme toggle switches the preview between dark and light', async ({ page }) => {
    await open(page);
    const dark = page.getByRole('button', { name: 'Dark', exact: true });
    const light = page.getByRole('button', { name: 'Light', exact: true });
    const secondary = preview(page).getByRole('button', { name: 'Secondary', exact: true }).first();
    const colours = () =>
      preview(page).evaluate((el) => ({
        background: getComputedStyle(el).backgroundColor,
        heading: getComputedStyle(el.querySelector('h2')!).color,
      }));

    await expect(dark).toHaveAttribute('aria-pressed', 'true');
    await expect(preview(page)).toHaveAttribute('data-theme', 'dark');
    // The colours may still be transitioning when the theme attribute flips: wait for them.
    await expect.poll(colours).toEqual({
      background: 'rgb(7, 7, 12)',
      heading: 'rgb(255, 255, 255)',
    });
    await expect(secondary).toHaveCSS('color', 'rgb(255, 255, 255)');

    await light.click();
    await expect(light).toHaveAttribute('aria-pressed', 'true');
    await expect(dark).toHaveAttribute('aria-pressed', 'false');
    await expect(preview(page)).toHaveAttribute('data-theme', 'light');
    await expect(page).toHaveURL(/\?theme=light$/);
    await expect.poll(colours).toEqual({
      background: 'rgb(246, 246, 250)',
      heading: 'rgb(11, 11, 20)',
    });
    await expect(secondary).toHaveCSS('color', 'rgb(11, 11, 20)');
    // Solid brand buttons keep white text on light.
    await expect(
      preview(page).getByRole('button', { name: 'Primary', exact: true }).first(),
    ).toHaveCSS('color', 'rgb(255, 255, 255)');
    // The console around the preview stays dark.
    await expect(page.locator('main h1')).toHaveCSS('color', 'rgb(255, 255, 255)');

    // The sheet, portalled out of the preview, follows the theme.
    await page.getByRole('button', { name: 'Open sheet' }).click();
    await expect(page.getByRole('dialog', { name: 'Edit sample designer' })).toHaveCSS(
      'background-color',
      'rgb(255, 255, 255)',
    );
    await page.keyboard.press('Escape');

    await dark.click();
    await expect(preview(page)).toHaveAttribute('data-theme', 'dark');
    await expect(page).toHaveURL(/\/admin\/design-system$/);
  });

  test('design-system has no serious or critical axe violations, light and dark, 1440 and 390 px', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const found: Record<string, string[]> = {};
    for (const width of [1440, 390]) {
      await page.setViewportSize({ width, height: width > 800 ? 900 : 844 });
      for (const theme of ['dark', 'light']) {
        await open(page, `/admin/design-system${theme === 'light' ? '?theme=light' : ''}`);
        await expect(preview(page)).toHaveAttribute('data-theme', theme);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect(overflow, `horizontal overflow at ${width} px (${theme})`).toBeLessThanOrEqual(0);
        const { violations } = await new AxeBuilder({ page }).analyze();
        const blocking = violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map(
            (v) =>
              `${v.id}: ${v.help} (${v.nodes
                .map((n) => n.target.join(' '))
                .slice(0, 5)
                .join(', ')})`,
          );
        if (blocking.length) found[`${width} ${theme}`] = blocking;
      }
    }
    expect(found, JSON.stringify(found, null, 2)).toEqual({});
  });
});
