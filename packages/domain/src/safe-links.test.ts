import { describe, expect, it } from 'vitest';
import { isInAppImage, isInAppPath } from './safe-links.ts';

describe('isInAppPath', () => {
  it.each(['/', '/forum', '/eliquides?tri=note', '/mentions-legales#cookies', '/a/b.c'])('takes %j', (path) =>
    expect(isInAppPath(path)).toBe(true),
  );
  it.each([
    '//evil.example/x',
    '/\\evil.example',
    'https://evil.example',
    'javascript:alert(1)',
    'forum',
    '',
    '/a b',
  ])('refuses %j: absolute, protocol-relative or not a path', (path) =>
    expect(isInAppPath(path)).toBe(false),
  );
});

describe('isInAppImage', () => {
  it.each(['/api/aromes/3/image.svg', '/icons/icon-192.png', '/images/fraise.WEBP'])('takes %j', (url) =>
    expect(isInAppImage(url)).toBe(true),
  );
  it.each(['https://cdn.example/a.png', '//cdn.example/a.png', 'http://x/a.png'])(
    'refuses the third party %j',
    (url) => expect(isInAppImage(url)).toBe(false),
  );
  it.each(['data:image/png;base64,AAAA', '/api/auth/me/export', '/images/../api/x.png', '/a.png?x=1', ''])(
    'refuses %j: not an image file of ours, or climbing out',
    (url) => expect(isInAppImage(url)).toBe(false),
  );
});
