import type { ProjectAnswer } from '@forma/validators';
import { sampleProjects } from '@forma/validators/content-defaults';
import { describe, expect, it } from 'vitest';
import { pickProjects, posterFor } from './pick-projects';

const work: ProjectAnswer = {
  id: 7,
  title: 'Neobank Onboarding',
  description: 'A five-minute account opening flow.',
  imageUrl: '/demo/works/a-1.mp4',
  category: 'UX/UI',
  isVideo: true,
  orientation: 'portrait',
  maxWidth: 800,
  maxHeight: null,
  fitMode: 'contain',
};

const contentProject = {
  id: 'c1',
  imageUrl: '/uploads/c1.webp',
  title: 'Content project',
  description: 'From the projects block',
  category: 'Web Design',
};

describe('pickProjects', () => {
  it('prefers designer works when there are any', () => {
    const result = pickProjects([work], { projects: [contentProject] });
    expect(result).toHaveLength(1);
    expect(result[0]).toMatchObject({
      title: 'Neobank Onboarding',
      isVideo: true,
      orientation: 'portrait',
      maxWidth: 800,
      fitMode: 'contain',
    });
  });

  it('falls back to the projects content block when there are no works', () => {
    const result = pickProjects([], { projects: [contentProject] });
    expect(result.map((p) => p.title)).toEqual(['Content project']);
    expect(result[0]).toMatchObject({ orientation: null, fitMode: 'crop', isVideo: false });
  });

  it('falls back to the 5 samples when neither has projects', () => {
    for (const [works, content] of [
      [[], { projects: [] }],
      [null, null],
      [undefined, {}],
    ] as const) {
      const result = pickProjects(works, content);
      expect(result).toHaveLength(5);
      expect(result.map((p) => p.title)).toEqual(sampleProjects.map((p) => p.title));
    }
  });

  it('prefers works over content and samples, content over samples', () => {
    const both = pickProjects([work, { ...work, id: 8, title: 'Second work' }], {
      projects: [contentProject],
    });
    expect(both.map((p) => p.title)).toEqual(['Neobank Onboarding', 'Second work']);
    expect(both.map((p) => p.id)).toEqual(['work-7', 'work-8']);
    const content = pickProjects([], { projects: [contentProject] });
    expect(content.map((p) => p.id)).toEqual(['content-c1']);
  });

  it('treats content items with a video file as videos', () => {
    const [p] = pickProjects([], { projects: [{ ...contentProject, imageUrl: '/a/b.mp4' }] });
    expect(p?.isVideo).toBe(true);
  });
});

describe('posterFor', () => {
  it('swaps .mp4 for .webp', () => {
    expect(posterFor('/demo/works/a-2.mp4')).toBe('/demo/works/a-2.webp');
  });
  it('gives no poster for other files', () => {
    expect(posterFor('/demo/works/a-2.webm')).toBeUndefined();
    expect(posterFor('/a.webp')).toBeUndefined();
  });
});
