import { createTestDatabase, truncateAll } from '@forma/db/testing';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import {
  LANDING_SECTION_IDS,
  signedInClient,
  TEST_SECRET,
  type TestApp,
  WEB_DIST,
} from './helpers';

/**
 * `pnpm dev` renders what production renders (issue 38 item 2): with WEB_DEV the API server
 * renders the web app's Start pages from its sources through Vite in middleware mode, the same
 * server HTML as the build (here the landing page, the directory and a profile, with the stored
 * content).
 */

describe('the dev server (WEB_DEV)', () => {
  let t: TestApp;

  beforeAll(async () => {
    const database = await createTestDatabase('pglite');
    const app = await buildApp({
      database,
      sessionSecret: TEST_SECRET,
      webDist: WEB_DIST,
      webDev: true,
    });
    t = {
      app,
      database,
      close: async () => {
        await app.close();
        await database.close();
      },
    };
    await truncateAll(database);
  }, 120_000);
  afterAll(async () => t?.close());

  it('renders the directory and a profile from the sources, with the stored designers', async () => {
    const admin = await signedInClient(t, 'boss', true);
    const created = await admin.post('/api/admin/designers', {
      name: 'Dev Designer',
      title: 'Product designer',
      bio: 'Rendered by Vite in middleware mode.',
    });
    expect(created.statusCode).toBe(201);
    const directory = await t.app.inject({ method: 'GET', url: '/designers' });
    expect(directory.statusCode).toBe(200);
    const doc = new JSDOM(directory.body).window.document;
    expect(doc.title).toBe('Designers · Forma');
    expect(doc.querySelector('ul[aria-label="Designers"] h2')?.textContent).toContain(
      'Dev Designer',
    );
    // Vite serves the page's modules from the sources (hot reload), not the build's files.
    expect(directory.body).toContain('src="/@id/virtual:tanstack-start-dev-client-entry"');
    const profile = await t.app.inject({ method: 'GET', url: '/designers/dev-designer' });
    expect(profile.statusCode).toBe(200);
    expect(profile.body).toContain('Rendered by Vite in middleware mode.');
    expect((await t.app.inject({ method: 'GET', url: '/designers/nobody' })).statusCode).toBe(404);
  }, 120_000);

  it('renders / with every section, the stored texts and the head, as the build does', async () => {
    const admin = await signedInClient(t, 'boss2', true);
    await admin.put('/api/admin/content/about', { content: { title: 'About, in dev' } });
    const landing = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { accept: 'text/html' },
    });
    expect(landing.statusCode).toBe(200);
    expect(landing.body).toContain('src="/@id/virtual:tanstack-start-dev-client-entry"');
    const doc = new JSDOM(landing.body).window.document;
    expect(doc.title).toBe('Forma — Premium Design Talent Network');
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(/\/$/);
    for (const id of LANDING_SECTION_IDS) expect(doc.getElementById(id), id).not.toBeNull();
    expect(doc.getElementById('about-title')?.textContent).toBe('About, in dev');
    expect(doc.querySelector('footer')?.textContent).toContain(String(new Date().getFullYear()));
  }, 120_000);

  it('serves sign-in, the console and the 404 page from the sources too', async () => {
    const get = (url: string) =>
      t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    const signIn = await get('/auth');
    expect(signIn.statusCode).toBe(200);
    expect(signIn.headers['cache-control']).toBe('private, no-store');
    expect(new JSDOM(signIn.body).window.document.querySelector('h1')?.textContent).toBe(
      'Welcome back',
    );
    // The console checks who asks with its document (issue 44 item 2), in dev too.
    const console_ = await get('/admin/designers');
    expect(console_.statusCode).toBe(307);
    expect(console_.headers.location).toBe('/auth');
    const admin = await signedInClient(t, 'boss3', true);
    const signedIn = await admin.request({
      method: 'GET',
      url: '/admin/designers',
      headers: { accept: 'text/html' },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body).toContain('Checking admin authorization...');
    const missing = await get('/no/such/page');
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('Did you forget to add the page to the router?');
  }, 120_000);
});
