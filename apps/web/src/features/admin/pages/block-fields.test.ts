import { contentSchemas, CONTENT_SECTIONS } from '@forma/validators/content';
import { describe, expect, it } from 'vitest';
import { blockFields, humanize } from './block-fields';
import { blockContent, blockFormValues } from './block-values';

describe('block fields from the content schemas', () => {
  it('builds a form for every content block', () => {
    for (const section of CONTENT_SECTIONS)
      expect(blockFields(contentSchemas[section]).length).toBeGreaterThan(0);
  });

  it('reads labels, widgets, limits and lists from the schema', () => {
    const fields = blockFields(contentSchemas.credibilityBar);
    expect(fields[0]).toEqual({
      kind: 'value',
      name: 'pillText',
      spec: { name: 'pillText', label: 'Pill text', widget: 'text', wide: false, max: 60 },
    });
    const items = fields.find((f) => f.name === 'items');
    expect(items).toMatchObject({ kind: 'list', label: 'Cards', max: 6, titleField: 'title' });
    if (items?.kind !== 'list') throw new Error('items is a list');
    expect(items.item.find((f) => f.name === 'colorTheme')).toMatchObject({
      widget: 'select',
      options: [
        { value: '', label: 'Automatic' },
        { value: 'purple', label: 'Purple' },
        { value: 'blue', label: 'Blue' },
        { value: 'cyan', label: 'Cyan' },
      ],
    });
    const hero = blockFields(contentSchemas.hero);
    const widget = (name: string) =>
      hero.find((f) => f.name === name)?.kind === 'value'
        ? (hero.find((f) => f.name === name) as { spec: { widget: string } }).spec.widget
        : null;
    expect(widget('subtitle')).toBe('textarea');
    expect(widget('backgroundVideo')).toBe('video');
    expect(widget('backgroundImage')).toBe('image');
    expect(widget('primaryCtaLink')).toBe('url');
    // Addresses named `...Url` are URL fields too (the contact details' profiles and map link).
    const contact = blockFields(contentSchemas.contactDetails);
    const contactWidget = (name: string) =>
      (contact.find((f) => f.name === name) as { spec: { widget: string } } | undefined)?.spec
        .widget;
    expect(
      ['xUrl', 'linkedinUrl', 'instagramUrl', 'youtubeUrl', 'officeMapUrl'].map(contactWidget),
    ).toEqual(['url', 'url', 'url', 'url', 'url']);
    expect(contactWidget('phone')).toBe('text');
    const projects = blockFields(contentSchemas.projects).find((f) => f.name === 'projects');
    expect(projects).toMatchObject({ kind: 'list', max: 40, generated: ['id'] });
  });

  it('makes the share image an upload and its alt text a text field (issue 18 item 6)', () => {
    const seo = blockFields(contentSchemas.seo);
    expect(seo.map((f) => (f.kind === 'value' ? [f.name, f.spec.widget] : null))).toEqual([
      ['siteTitle', 'text'],
      ['metaDescription', 'text'],
      ['shareImage', 'image'],
      ['shareImageAlt', 'text'],
    ]);
  });

  it('leaves hidden item fields out of the form but keeps their stored values', () => {
    const fields = blockFields(contentSchemas.credibilityBar, { hidden: ['items.icon'] });
    const items = fields.find((f) => f.name === 'items');
    if (items?.kind !== 'list') throw new Error('items is a list');
    expect(items.item.map((f) => f.name)).not.toContain('icon');
    expect(items.kept).toEqual(['icon']);
    const values = blockFormValues(fields, {
      items: [{ title: 'A', icon: 'globe' }, { title: 'B' }],
    });
    expect(blockContent(fields, values).items).toEqual([
      expect.objectContaining({ title: 'A', icon: 'globe' }),
      expect.not.objectContaining({ icon: expect.anything() }),
    ]);
  });

  it('humanizes names without a description', () => {
    expect(humanize('feature1Title')).toBe('Feature 1 title');
    expect(humanize('glowGradientFrom2')).toBe('Glow gradient from 2');
  });

  it('turns stored content into form values and back, leaving empty fields out', () => {
    const fields = blockFields(contentSchemas.credibilityBar);
    const values = blockFormValues(fields, {
      heading: 'Stored',
      items: [{ title: 'One', colorTheme: 'blue' }],
    });
    expect(values).toMatchObject({ pillText: '', heading: 'Stored' });
    expect(values.items).toEqual([
      {
        title: 'One',
        description: '',
        icon: '',
        colorTheme: 'blue',
        color: '',
        borderColor: '',
        hoverGlow: '',
      },
    ]);
    const content = blockContent(fields, {
      ...values,
      items: [{ ...(values.items as object[])[0], colorTheme: '' }],
    });
    expect(content).toEqual({
      heading: 'Stored',
      items: [
        { title: 'One', description: '', icon: '', color: '', borderColor: '', hoverGlow: '' },
      ],
    });
    expect(contentSchemas.credibilityBar.safeParse(content).success).toBe(true);
    expect(blockContent(fields, blockFormValues(fields, null))).toEqual({});
  });

  it('gives a new project item an id the schema accepts', () => {
    const fields = blockFields(contentSchemas.projects);
    const values = blockFormValues(fields, { projects: [{ imageUrl: '/a.webp' }] });
    const content = blockContent(fields, values);
    expect(contentSchemas.projects.safeParse(content).success).toBe(true);
  });
});
