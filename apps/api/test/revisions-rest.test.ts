/**
 * Conditional saves over REST (issue 41 item 1, RFC 9110): the admin GET of a block or record
 * sends its revision as the ETag, a write with a stale `If-Match` answers 412 and changes
 * nothing, and SPEC 7's own calls without it keep last-write-wins.
 */
import { collections } from '@forma/db';
import { DATABASE_KINDS } from '@forma/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorBody, signedInClient, type Client, type TestApp } from './helpers';

const withIfMatch = (
  client: Client,
  method: 'PUT' | 'PATCH',
  url: string,
  tag: string,
  payload: object,
) => client.request({ method, url, payload, headers: { 'if-match': tag } });

describe.each(DATABASE_KINDS)('revisions over REST on %s', (kind) => {
  let t: TestApp;
  let editor: Client;
  beforeAll(async () => {
    t = await createTestApp(kind);
    editor = await signedInClient(t, 'rev-editor', 'editor');
  });
  afterAll(async () => t?.close());

  const heroTitle = async () =>
    ((await editor.get('/api/content/hero')).json() as { content: { title: string } }).content
      .title;

  it('sends a block with its draft and its revision as the ETag', async () => {
    const never = await editor.get('/api/admin/content/advantage');
    expect(never.statusCode).toBe(200);
    expect(never.headers.etag).toBe('"r0"');
    expect(never.headers['cache-control']).toBe('private, no-store');
    expect(never.json()).toEqual({
      section: 'advantage',
      revision: 0,
      published: null,
      draft: null,
    });
    expect((await editor.get('/api/admin/content/nope')).statusCode).toBe(404);
  });

  it('answers 412 for a stale If-Match and keeps the first save', async () => {
    await editor.put('/api/admin/content/hero', { content: { title: 'Base' } });
    const opened = await editor.get('/api/admin/content/hero');
    const tag = opened.headers.etag as string;
    expect(tag).toBe(`"r${(opened.json() as { revision: number }).revision}"`);

    const first = await withIfMatch(editor, 'PUT', '/api/admin/content/hero', tag, {
      content: { title: 'First' },
    });
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).not.toBe(tag);
    expect(first.headers.etag).toBe(`"r${(first.json() as { revision: number }).revision}"`);

    const second = await withIfMatch(editor, 'PUT', '/api/admin/content/hero', tag, {
      content: { title: 'Second' },
    });
    expect(second.statusCode).toBe(412);
    expect(errorBody(second).message).toMatch(/^Precondition failed: Someone else saved this/);
    expect(await heroTitle()).toBe('First');

    // The current ETag and `*` match; a tag this API never sends matches nothing.
    const current = await withIfMatch(
      editor,
      'PUT',
      '/api/admin/content/hero',
      first.headers.etag as string,
      {
        content: { title: 'Third' },
      },
    );
    expect(current.statusCode).toBe(200);
    expect(
      (
        await withIfMatch(editor, 'PUT', '/api/admin/content/hero', 'W/"r1"', {
          content: { title: 'X' },
        })
      ).statusCode,
    ).toBe(412);
    expect(
      (
        await withIfMatch(editor, 'PUT', '/api/admin/content/hero', '*', {
          content: { title: 'Star' },
        })
      ).statusCode,
    ).toBe(200);
    expect(await heroTitle()).toBe('Star');
  });

  it('keeps SPEC 7 without If-Match; a stale revision in the body answers 409', async () => {
    const plain = await editor.put('/api/admin/content/hero', { content: { title: 'Plain' } });
    expect(plain.statusCode).toBe(200);
    expect(await heroTitle()).toBe('Plain');
    const stale = await editor.put('/api/admin/content/hero', {
      content: { title: 'Stale' },
      revision: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(await heroTitle()).toBe('Plain');
  });

  it('does the same for a record and a setting', async () => {
    const designer = await collections.designers.create(t.database.db, {
      name: 'Dana Rev',
      title: 'Designer',
      slug: 'dana-rev',
    });
    const url = `/api/admin/designers/${designer.id}`;
    const opened = await editor.get(url);
    const tag = opened.headers.etag as string;
    expect(tag).toBe(`"r${designer.revision}"`);
    expect((await withIfMatch(editor, 'PATCH', url, tag, { title: 'Lead' })).statusCode).toBe(200);
    expect((await withIfMatch(editor, 'PATCH', url, tag, { title: 'Other' })).statusCode).toBe(412);
    expect((await editor.get(url)).json()).toMatchObject({ title: 'Lead' });

    const first = await editor.put('/api/settings/selectedContactFormDesign', { value: '2' });
    const setTag = `"r${(first.json() as { revision: number }).revision}"`;
    expect(
      (
        await withIfMatch(editor, 'PUT', '/api/settings/selectedContactFormDesign', setTag, {
          value: '3',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await withIfMatch(editor, 'PUT', '/api/settings/selectedContactFormDesign', setTag, {
          value: '4',
        })
      ).statusCode,
    ).toBe(412);
    expect((await editor.get('/api/settings/selectedContactFormDesign')).json()).toMatchObject({
      value: '3',
    });
  });

  it('documents the ETag, If-Match and 412', async () => {
    const doc = (await editor.get('/api/openapi.json')).json() as {
      paths: Record<
        string,
        Record<
          string,
          { parameters?: { name: string }[]; responses: Record<string, { headers?: object }> }
        >
      >;
    };
    const put = doc.paths['/api/admin/content/{section}']!.put!;
    expect(put.parameters?.map((p) => p.name)).toContain('If-Match');
    expect(Object.keys(put.responses)).toEqual(expect.arrayContaining(['409', '412']));
    expect(
      doc.paths['/api/admin/content/{section}']!.get!.responses['200']!.headers,
    ).toHaveProperty('ETag');
    expect(doc.paths['/api/admin/designers/{id}']!.patch!.parameters?.map((p) => p.name)).toContain(
      'If-Match',
    );
  });
});
