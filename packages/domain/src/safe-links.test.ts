import { describe, expect, it } from 'vitest';
import { isInAppImage, isInAppPath } from './safe-links.ts';

describe('isInAppPath', () => {
  it('takes paths of the app', () => {
    for (const path of ['/', '/forum', '/eliquides?tri=note', '/mentions-legales#cookies', '/a/b.c'])
      expect(isInAppPath(path), path).toBe(true);
  });
  it('refuses absolute and protocol-relative URLs', () => {
    for (const path of [
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      'forum',
      '',
      '/a b',
    ])
      expect(isInAppPath(path), path).toBe(false);
  });
});

describe('isInAppImage', () => {
  it('takes image files served by the app', () => {
    for (const url of ['/api/aromes/3/image.svg', '/icons/icon-192.png', '/images/fraise.WEBP'])
      expect(isInAppImage(url), url).toBe(true);
  });
  it('refuses third parties, other files and climbing out', () => {
    for (const url of [
      'https://cdn.example/a.png',
      '//cdn.example/a.png',
      'http://x/a.png',
      'data:image/png;base64,AAAA',
      '/api/auth/me/export',
      '/images/../api/x.png',
      '/a.png?x=1',
      '',
    ])
      expect(isInAppImage(url), url).toBe(false);
  });
});
