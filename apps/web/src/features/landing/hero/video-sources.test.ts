import { describe, expect, it } from 'vitest';
import { heroVideoSources } from './video-sources';

describe('heroVideoSources', () => {
  it('puts the webm beside an mp4 first', () => {
    expect(heroVideoSources('/assets/hero/intro-drone.mp4')).toEqual([
      { src: '/assets/hero/intro-drone.webm', type: 'video/webm' },
      { src: '/assets/hero/intro-drone.mp4', type: 'video/mp4' },
    ]);
  });

  it('keeps a query string and matches the extension case-insensitively', () => {
    expect(heroVideoSources('https://cdn.example.com/v/intro.MP4?v=2')[0]).toEqual({
      src: 'https://cdn.example.com/v/intro.webm?v=2',
      type: 'video/webm',
    });
  });

  it('uses other URLs unchanged', () => {
    expect(heroVideoSources('/media/loop.webm')).toEqual([
      { src: '/media/loop.webm', type: 'video/webm' },
    ]);
    expect(heroVideoSources('/media/loop.mov')).toEqual([{ src: '/media/loop.mov' }]);
    expect(heroVideoSources('/media/mp4-notes.mov')).toEqual([{ src: '/media/mp4-notes.mov' }]);
  });
});
