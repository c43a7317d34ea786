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
