import { expect, test } from '@playwright/test';
import { E2E_ADMIN, gotoLanding } from './fixtures';

test('the contact form sends an inquiry that reaches the admin inbox', async ({ page }) => {
  const marker = `e2e-${Date.now()}`;
  await gotoLanding(page, '/', ['contact']);
  const contact = page.locator('#contact');
  await contact.scrollIntoViewIfNeeded();
  await expect(contact.getByText('Ready to find your perfect design match?')).toBeVisible();
  await contact.getByRole('button', { name: /send/i }).click();
  await expect(contact.getByText('Name is required')).toBeVisible();

  await contact.getByLabel('Name').fill('Ada Lovelace');
  await contact.getByLabel('Email').fill('ada@example.com');
  await contact.getByLabel('Company').fill('Analytical Engines');
  await contact.getByLabel(/inquiry/i).selectOption('project');
  await contact.getByLabel('Message').fill(`We need a design system. ${marker}`);
  await contact.getByRole('button', { name: /send/i }).click();
  await expect(page.getByText('Message sent!', { exact: true })).toBeVisible();
  await expect(contact.getByLabel('Name')).toHaveValue('');

  const login = await page.request.post('/api/login', { data: E2E_ADMIN });
  expect(login.ok()).toBe(true);
  const inbox = (await (await page.request.get('/api/admin/contact-submissions')).json()) as {
    items: { message: string; inquiryType: string }[];
  };
  const stored = inbox.items.find((s) => s.message.includes(marker));
  expect(stored?.inquiryType).toBe('project');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form posts the inquiry and lands on a page that says it was sent', async ({ page }) => {
    const marker = `e2e-nojs-${Date.now()}`;
    await page.goto('/');
    const contact = page.locator('#contact');
    await contact.getByLabel('Name').fill('Grace Hopper');
    await contact.getByLabel('Email').fill('grace@example.com');
    await contact.getByLabel('Company').fill('Compilers Inc');
    await contact.getByLabel(/inquiry/i).selectOption('designer');
    await contact.getByLabel('Message').fill(`We need a brand designer. ${marker}`);
    await contact.getByRole('button', { name: /send/i }).click();
    await expect(page).toHaveURL(/\/contact\/sent$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Message sent!' })).toBeVisible();
    await expect(page.getByText("We'll be in touch within 24 hours.")).toBeVisible();

    const login = await page.request.post('/api/login', { data: E2E_ADMIN });
    expect(login.ok()).toBe(true);
    const inbox = (await (await page.request.get('/api/admin/contact-submissions')).json()) as {
      items: { message: string; inquiryType: string }[];
    };
    expect(inbox.items.find((s) => s.message.includes(marker))?.inquiryType).toBe('designer');
  });

  test('a mistake comes back as a page that says what is wrong, with the way back', async ({
    page,
  }) => {
    await page.goto('/');
    const contact = page.locator('#contact');
    await contact.getByLabel('Name').fill('Grace Hopper');
    await contact.getByLabel('Email').fill('not-an-address');
    await contact.getByRole('button', { name: /send/i }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Please check the form' }),
    ).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Enter a valid email address');
    await page.goBack();
    // The browser kept what was typed.
    await expect(page.locator('#contact').getByLabel('Name')).toHaveValue('Grace Hopper');
  });
});
