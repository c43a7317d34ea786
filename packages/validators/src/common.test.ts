import { describe, expect, it } from 'vitest';
import { schemaLabel } from './common';
import { analyticsBatchInput } from './analytics';
import { loginInput, registerInput } from './auth';
import { listInputFor } from './collections';
import { COLLECTION_LISTS } from './collection-lists';
import {
  invalidTextMessage,
  isValidText,
  optionalText,
  requiredText,
  textString,
  urlOrPath,
} from './common';
import { contactInput } from './contact';
import { contentUpdateInput } from './content';
import { designerInput, designerWorkInput, patternInput } from './entities';
import { settingUpdateInput, settingValueBody } from './settings';
import { contentRestoreInput, snapshotCreateInput } from './snapshots';

/** Every invalid code point the helper rejects, alone and inside text. */
const INVALID = [
  '\u0000',
  'admin\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDBFFy',
  '\uDC00',
  'end\uDFFF',
  '\uDC00\uD800',
  '\uFFFE',
  '\uFFFF',
];

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('isValidText', () => {
  it('accepts ordinary text, emoji (surrogate pairs) and the characters around the invalid ones', () => {
    for (const value of [
      '',
      'Ana',
      'Zoë 🎨 设计',
      '\uD83D\uDE00',
      '\u0001\t\n',
      '\uFFFD',
      '\uFFFC',
    ])
      expect(isValidText(value), JSON.stringify(value)).toBe(true);
  });

  it('rejects NUL, unpaired surrogates and U+FFFE / U+FFFF', () => {
    for (const value of INVALID) expect(isValidText(value), JSON.stringify(value)).toBe(false);
  });
});

describe('textString and the text helpers', () => {
  it('give one clear message naming the field, before any other check', () => {
    const schemas = [
      textString('Name'),
      requiredText('Name'),
      optionalText('Name'),
      urlOrPath('Name'),
    ];
    for (const schema of schemas) {
      for (const value of INVALID) {
        const result = schema.safeParse(value);
        expect(result.success).toBe(false);
        expect(firstMessage(result)).toBe(invalidTextMessage('Name'));
      }
    }
    expect(invalidTextMessage('Name')).toBe(
      'Name contains a character that is not allowed (NUL, an unpaired surrogate, U+FFFE or U+FFFF)',
    );
  });

  it('keep their other rules', () => {
    expect(requiredText('Name').safeParse('  Ana ').data).toBe('Ana');
    expect(firstMessage(requiredText('Name').safeParse(' '))).toBe('Name is required');
    expect(firstMessage(requiredText('Name').safeParse(3))).toBe('Name is required');
    expect(firstMessage(textString('Name', 'Name is required').safeParse(undefined))).toBe(
      'Name is required',
    );
    expect(urlOrPath('Link').safeParse('/uploads/a.webp').success).toBe(true);
    expect(urlOrPath('Link').safeParse('javascript:alert(1)').success).toBe(false);
  });
});

describe('every text input schema rejects NUL and invalid code points', () => {
  const nul = 'x\u0000';
  const lone = 'x\uD800';
  type Result = { success: boolean; error?: { issues: { message: string }[] } };
  const cases: Array<[string, (bad: string) => Result]> = [
    ['login username', (bad) => loginInput.safeParse({ username: bad, password: 'secret123' })],
    ['login password', (bad) => loginInput.safeParse({ username: 'ana', password: bad })],
    [
      'register username',
      (bad) => registerInput.safeParse({ username: bad, password: 'long-password' }),
    ],
    [
      'contact name',
      (bad) =>
        contactInput.safeParse({
          name: bad,
          email: 'a@b.co',
          company: 'C',
          inquiryType: 'project',
          message: 'Hi',
        }),
    ],
    [
      'contact email',
      (bad) =>
        contactInput.safeParse({
          name: 'A',
          email: `a${bad}@b.co`,
          company: 'C',
          inquiryType: 'project',
          message: 'Hi',
        }),
    ],
    [
      'analytics path',
      (bad) =>
        analyticsBatchInput.safeParse({
          sessionId: '6f1c1f6e-54a4-4c55-9a4b-6a3f2b8f5c11',
          events: [{ name: 'page_view', path: `/${bad}` }],
        }),
    ],
    ['list search', (bad) => listInputFor(COLLECTION_LISTS.designers).safeParse({ search: bad })],
    ['designer bio', (bad) => designerInput.safeParse({ name: 'A', title: 'B', bio: bad })],
    ['designer skill', (bad) => designerInput.safeParse({ name: 'A', title: 'B', skills: [bad] })],
    ['pattern svg', (bad) => patternInput.safeParse({ name: 'P', svgContent: `<svg>${bad}` })],
    ['setting value body', (bad) => settingValueBody.safeParse({ value: bad })],
    [
      'setting update',
      (bad) => settingUpdateInput.safeParse({ key: 'selectedContactFormDesign', value: bad }),
    ],
    ['snapshot name', (bad) => snapshotCreateInput.safeParse({ name: bad })],
    ['restore section', (bad) => contentRestoreInput.safeParse({ section: bad, historyId: 1 })],
    [
      'content block text',
      (bad) => contentUpdateInput.safeParse({ section: 'hero', content: { tagline: bad } }),
    ],
    [
      'content project id',
      (bad) =>
        contentUpdateInput.safeParse({
          section: 'projects',
          content: { projects: [{ id: bad, imageUrl: '', title: '', description: '' }] },
        }),
    ],
  ];

  it.each(cases)('%s', (_name, parse) => {
    for (const bad of [nul, lone]) {
      const result = parse(bad);
      expect(result.success).toBe(false);
      expect(firstMessage(result)).toMatch(/contains a character that is not allowed/);
    }
  });
});

describe('schemaLabel', () => {
  it('names the label a field’s messages use, through defaults, pipes and nested objects', () => {
    expect(schemaLabel(designerWorkInput, 'mediaUrl')).toBe('Media URL');
    expect(schemaLabel(designerWorkInput, 'title')).toBe('Title');
    expect(schemaLabel(designerWorkInput, 'description')).toBe('Description');
    expect(schemaLabel(designerInput, 'imageUrl')).toBe('Image URL');
    expect(schemaLabel(patternInput, 'pngUrl')).toBe('PNG to vectorize');
    expect(schemaLabel(designerWorkInput, 'maxWidth')).toBe('Max width');
    const tooSmall = designerWorkInput.shape.maxWidth.safeParse(-5);
    expect(tooSmall.error?.issues[0]?.message).toBe('Max width must be at least 1');
    // No label: booleans, enums, unknown fields.
    expect(schemaLabel(designerWorkInput, 'nope')).toBeUndefined();
    expect(schemaLabel(patternInput, 'cssProperties.opacity')).toBeUndefined();
  });
});
