/**
 * What admins type must not send users elsewhere: a menu link and an aroma image are paths of this app, never
 * an absolute URL (`https://…`, `javascript:…`) nor a protocol-relative one (`//evil.example/x`).
 */
const IN_APP_PATH = /^\/(?![/\\])[\w\-./#?=&]*$/;
const IN_APP_IMAGE = /^\/(?![/\\])[\w\-./]*\.(svg|png|jpe?g|webp|avif|gif)$/i;

/** A menu link's path: one `/`, then letters, digits and `-_./#?=&` only. */
export function isInAppPath(path: string): boolean {
  return IN_APP_PATH.test(path);
}

/** An aroma image chosen by an admin: an image file served by the app (`/icons/fraise.svg`, `/api/aromes/3/image.svg`). */
export function isInAppImage(url: string): boolean {
  return IN_APP_IMAGE.test(url) && !url.includes('..');
}
