import { STORAGE_KEYS } from '@lobby/shared';
import { describe, expect, it } from 'vitest';
import { memoryStorage } from '../test-support/memory-storage.ts';
import { BUILT_IN_CDN, imageUrl, pickImageCdn } from './image-cdn.ts';

describe('image CDN (spec 9)', () => {
  it('uses the server itself when no CDN is configured', () => {
    expect(pickImageCdn([], memoryStorage(), () => 0.5)).toBe(BUILT_IN_CDN);
  });

  it('picks one at random and keeps it for the session', () => {
    const storage = memoryStorage();
    const cdns = ['https://a.example/img', 'https://b.example/img/'];
    expect(pickImageCdn(cdns, storage, () => 0.9)).toBe('https://b.example/img/');
    expect(storage.getItem(STORAGE_KEYS.imageCdn)).toBe('https://b.example/img/');
    expect(pickImageCdn(cdns, storage, () => 0)).toBe('https://b.example/img/');
  });

  it('replaces a kept choice that is no longer configured', () => {
    const storage = memoryStorage({ [STORAGE_KEYS.imageCdn]: 'https://gone.example/' });
    expect(pickImageCdn(['https://a.example/'], storage, () => 0)).toBe('https://a.example/');
  });

  it('builds URLs under the base and leaves absolute ones alone', () => {
    expect(imageUrl('brand/logo.svg', '/media/')).toBe('/media/brand/logo.svg');
    expect(imageUrl('brand/logo.svg', 'https://a.example/img')).toBe('https://a.example/img/brand/logo.svg');
    expect(imageUrl('https://x.example/a.png', '/media/')).toBe('https://x.example/a.png');
    expect(imageUrl('/m/favicon.svg', '/media/')).toBe('/m/favicon.svg');
  });
});
