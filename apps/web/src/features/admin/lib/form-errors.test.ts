import { describe, expect, it } from 'vitest';
import { relabelMessage } from './form-errors';

describe('relabelMessage', () => {
  it('puts the form label where the schema names the field', () => {
    expect(relabelMessage('Media URL is required', 'Media URL', 'Image or video')).toBe(
      'Image or video is required',
    );
    expect(relabelMessage('Image URL must be at most 2048 characters', 'Image URL', 'Photo')).toBe(
      'Photo must be at most 2048 characters',
    );
  });

  it('leaves other messages alone', () => {
    expect(relabelMessage('Title is required', 'Title', 'Title')).toBe('Title is required');
    expect(relabelMessage('Names are unique', 'Name', 'Full name')).toBe('Names are unique');
    expect(relabelMessage('At most 30 skills', undefined, 'Skills')).toBe('At most 30 skills');
    expect(relabelMessage(undefined, 'Name', 'Full name')).toBeUndefined();
  });
});
