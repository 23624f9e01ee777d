// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { lazyRecord } from '../../src/validation/lazyRecord';
import { validationSchemas } from '../../src/validation/schemas';

describe('lazyRecord', () => {
  it('builds a value on its first read only, and once', () => {
    const user = vi.fn(() => ({ name: 'user' }));
    const media = vi.fn(() => ({ name: 'media' }));
    const record = lazyRecord({ User: user, Media: media });

    expect(Object.keys(record)).toEqual(['User', 'Media']);
    expect('Media' in record).toBe(true);
    expect(user).not.toHaveBeenCalled();

    const first = record.User;
    expect(record.User).toBe(first);
    expect(user).toHaveBeenCalledTimes(1);
    expect(media).not.toHaveBeenCalled();
  });

  it('keeps a built value read-only', () => {
    const record = lazyRecord({ User: () => 1 });
    expect(record.User).toBe(1);
    expect(() => {
      (record as Record<string, number>).User = 2;
    }).toThrow(TypeError);
  });
});

describe('validationSchemas', () => {
  it('hands out one schema per entity, the same on every read', () => {
    expect(validationSchemas.User).toBe(validationSchemas.User);
    expect(validationSchemas.User).not.toBe(validationSchemas.Media);
    expect(Object.keys(validationSchemas.User.describe().fields)).toContain('email');
  });
});
