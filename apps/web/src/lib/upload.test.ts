import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  acceptedKinds,
  acceptAttribute,
  acceptsContentType,
  checkUpload,
  uploadFile,
  uploadHint,
  UploadError,
} from './upload';

const MB = 1024 * 1024;
const file = (name: string, type: string, size = 10) => ({ name, type, size });

describe('checkUpload', () => {
  it('takes the formats of each field kind', () => {
    expect(checkUpload(file('a.png', 'image/png'), 'image')).toBeNull();
    expect(checkUpload(file('a.svg', 'image/svg+xml'), 'image')).toBeNull();
    expect(checkUpload(file('a.mp4', 'video/mp4'), 'media')).toBeNull();
    expect(checkUpload(file('a.webm', ''), 'video')).toBeNull();
    expect(checkUpload(file('a.png', 'image/png'), 'pattern')).toBeNull();
    expect(checkUpload(file('a.png', 'image/png'), 'svg')).toBe('This field takes SVG files');
    expect(checkUpload(file('a.mp4', 'video/mp4'), 'image')).toBe(
      'This field takes PNG, JPEG, WebP or SVG files',
    );
    expect(checkUpload(file('a.jpg', 'image/jpeg'), 'pattern')).toBe(
      'This field takes SVG or PNG files',
    );
    expect(checkUpload(file('a.webp', 'image/webp'), 'raster')).toBeNull();
    expect(checkUpload(file('a.svg', 'image/svg+xml'), 'raster')).toBe(
      'This field takes PNG, JPEG or WebP files',
    );
    // A pattern's PNG to vectorize takes PNG only (issue 22 item 6).
    expect(checkUpload(file('a.png', 'image/png'), 'png')).toBeNull();
    for (const [name, type] of [
      ['a.svg', 'image/svg+xml'],
      ['a.jpg', 'image/jpeg'],
      ['a.webp', 'image/webp'],
    ] as const)
      expect(checkUpload(file(name, type), 'png')).toBe('This field takes PNG files');
    expect(checkUpload(file('notes.txt', 'text/plain'), 'media')).toMatch(/takes/);
    // Unknown name and type: the server decides.
    expect(checkUpload(file('blob', ''), 'image')).toBeNull();
  });

  it('checks the size limit of the kind', () => {
    expect(checkUpload(file('a.png', 'image/png', 6 * MB), 'media')).toBe(
      'Image is larger than 5 MB',
    );
    expect(checkUpload(file('a.mp4', 'video/mp4', 6 * MB), 'media')).toBeNull();
    expect(checkUpload(file('a.mp4', 'video/mp4', 51 * MB), 'video')).toBe(
      'Video is larger than 50 MB',
    );
    expect(checkUpload(file('a.svg', '', 0), 'svg')).toBe('The file is empty');
  });

  it('describes the field: accept attribute, hint, stored content types', () => {
    expect(acceptAttribute('svg')).toBe('image/svg+xml,.svg');
    expect(uploadHint('image')).toBe('PNG, JPEG, WebP or SVG, up to 5 MB');
    expect(uploadHint('media')).toMatch(/images up to 5 MB, videos up to 50 MB/);
    expect(acceptsContentType('pattern', 'image/png')).toBe(true);
    expect(acceptsContentType('svg', 'image/png')).toBe(false);
    expect(uploadHint('raster')).toBe('PNG, JPEG or WebP, up to 5 MB');
    expect(acceptsContentType('raster', 'image/svg+xml')).toBe(false);
  });
});

/** A scripted XMLHttpRequest: answers `status` with `body` after reporting progress. */
class FakeXhr {
  static answer: { status: number; body: string } = { status: 201, body: '{}' };
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  withCredentials = false;
  responseType = '';
  status = 0;
  responseText = '';
  headers: Record<string, string> = {};
  sent: unknown;
  upload: {
    onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.sent = body;
    queueMicrotask(() => {
      this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
      this.status = FakeXhr.answer.status;
      this.responseText = FakeXhr.answer.body;
      this.onload?.();
    });
  }
  abort() {
    queueMicrotask(() => this.onabort?.());
  }
}

describe('uploadFile', () => {
  const storage = new Map<string, string>();
  beforeEach(() => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    vi.stubGlobal('sessionStorage', {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => storage.set(k, v),
      removeItem: (k: string) => storage.delete(k),
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    storage.clear();
  });

  const logo = () => new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' });

  it('POSTs the file as multipart with cookies and resolves to the stored file', async () => {
    const url = `/uploads/${'a'.repeat(64)}.svg`;
    FakeXhr.answer = {
      status: 201,
      body: JSON.stringify({ url, contentType: 'image/svg+xml', size: 6, kind: 'svg' }),
    };
    const progress: number[] = [];
    const result = await uploadFile(logo(), (p) => progress.push(p));
    expect(result).toEqual({ url, contentType: 'image/svg+xml', size: 6, kind: 'svg' });
    const xhr = FakeXhr.last!;
    expect([xhr.method, xhr.url, xhr.withCredentials]).toEqual([
      'POST',
      '/api/admin/uploads',
      true,
    ]);
    expect(xhr.sent).toBeInstanceOf(FormData);
    expect(((xhr.sent as FormData).get('file') as File).name).toBe('logo.svg');
    expect(progress).toEqual([0.5, 1]);
  });

  it("rejects with the server's message", async () => {
    FakeXhr.answer = { status: 415, body: JSON.stringify({ message: 'Unsupported file type' }) };
    const err = await uploadFile(logo()).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(UploadError);
    expect(err).toMatchObject({ status: 415, message: 'Unsupported file type' });

    FakeXhr.answer = { status: 413, body: '<html>Request Entity Too Large</html>' };
    await expect(uploadFile(logo())).rejects.toThrow('The file is too large');

    FakeXhr.answer = { status: 401, body: JSON.stringify({ message: 'Not authenticated' }) };
    await expect(uploadFile(logo())).rejects.toThrow('Not authenticated');
    expect(JSON.parse(storage.get('auth_state')!)).toMatchObject({ isAuthenticated: false });
  });

  it('rejects with an AbortError when cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(uploadFile(logo(), undefined, controller.signal)).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});

describe('acceptedKinds', () => {
  it('lists the library kinds a field can choose from', () => {
    expect(acceptedKinds('image')).toEqual(['image', 'svg']);
    expect(acceptedKinds('raster')).toEqual(['image']);
    expect(acceptedKinds('media')).toEqual(['image', 'svg', 'video']);
    expect(acceptedKinds('pattern')).toEqual(['svg', 'image']);
  });
});
