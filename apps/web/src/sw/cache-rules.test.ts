import { describe, expect, it } from 'vitest';
import { isCatalogueFile, isListingPage, isPublicListingApi, keepsAnswer, OFFLINE_PAGE, OFFLINE_PAGE_HI, offlinePage, samePhotoKey } from './cache-rules';

const at = (path: string) => new URL(path, 'https://gaadibazaar.test');
const get = (path: string, headers: Record<string, string> = {}) => new Request(at(path), { headers });
const ok = (headers: Record<string, string> = {}) => new Response('{}', { status: 200, headers });

describe('what the service worker may keep', () => {
  it('keeps a public listing answer to a GET without Authorization', () => {
    expect(keepsAnswer(get('/api/v1/cars/abc/'), ok({ 'cache-control': 'public, max-age=30' }))).toBe(true);
    expect(keepsAnswer(get('/listing/abc'), ok())).toBe(true);
  });

  it('never keeps an answer to a request carrying Authorization', () => {
    expect(keepsAnswer(get('/api/v1/cars/abc/', { authorization: 'Bearer x' }), ok())).toBe(false);
  });

  it('never keeps the signed-in API, whatever the request carries', () => {
    for (const path of ['/api/v1/users/me/favorites/', '/api/v1/users/me/', '/api/v1/seller/listings/', '/api/v1/admin/listings/', '/api/v1/messages/', '/api/v1/conversations/1/', '/api/v1/notifications/'])
      expect(keepsAnswer(get(path), ok()), path).toBe(false);
  });

  it('keeps no private, no-store, failed or non-GET answer', () => {
    expect(keepsAnswer(get('/api/v1/cars/abc/'), ok({ 'cache-control': 'private, max-age=0' }))).toBe(false);
    expect(keepsAnswer(get('/api/v1/cars/abc/'), ok({ 'cache-control': 'no-store' }))).toBe(false);
    expect(keepsAnswer(get('/api/v1/cars/abc/'), new Response('{}', { status: 404 }))).toBe(false);
    expect(keepsAnswer(new Request(at('/api/v1/cars/abc/'), { method: 'POST' }), ok())).toBe(false);
  });

  it('names listing pages and the public listing API', () => {
    expect(isListingPage(at('/listing/abc'))).toBe(true);
    expect(isListingPage(at('/hi/listing/abc'))).toBe(true);
    expect(isListingPage(at('/hi/seller/listing/abc'))).toBe(false);
    expect(isListingPage(at('/listing/abc/edit'))).toBe(false);
    expect(isListingPage(at('/seller/listing/abc'))).toBe(false);
    expect(isPublicListingApi(at('/api/v1/cars/abc/'))).toBe(true);
    expect(isPublicListingApi(at('/api/v1/cars/abc/similar/'))).toBe(true);
    expect(isPublicListingApi(at('/api/v1/cars/abc/contact/'))).toBe(false);
    expect(isPublicListingApi(at('/api/v1/cars/'))).toBe(false);
  });
});

describe('another width of the same photo', () => {
  it('names a rendition by its photo and format, whatever the width', () => {
    expect(samePhotoKey(at('/media/listings/ab/photo-1-w480.webp'))).toBe('/media/listings/ab/photo-1.webp');
    expect(samePhotoKey(at('/media/listings/ab/photo-1-w1200.webp'))).toBe('/media/listings/ab/photo-1.webp');
    expect(samePhotoKey(at('/media/listings/ab/photo-1-w480.jpg'))).toBe('/media/listings/ab/photo-1.jpg');
    expect(samePhotoKey(at('/media/listings/ab/photo-1-w480.webp'))).not.toBe(samePhotoKey(at('/media/listings/ab/photo-2-w480.webp')));
  });

  it('is nothing for a file that is no rendition', () => {
    expect(samePhotoKey(at('/media/listings/ab/photo-1.jpg'))).toBeNull();
    expect(samePhotoKey(at('/media/listings/ab/photo-1-og.jpg'))).toBeNull();
  });

  it('shows the offline page in the language of the page asked for: Hindi under /hi (issue 25)', () => {
    for (const path of ['/hi', '/hi/', '/hi/buy?fuel=diesel', '/hi/listing/abc', '/hi/dashboard']) expect(offlinePage(at(path)), path).toBe(OFFLINE_PAGE_HI);
    for (const path of ['/', '/buy', '/listing/abc', '/history', '/hindi', '/used-cars/pune/hi']) expect(offlinePage(at(path)), path).toBe(OFFLINE_PAGE);
  });
});

describe('the Hindi catalogue files the worker answers from the cache pages fill (decision 043)', () => {
  it('are the hashed JSON files of the build, and nothing else', () => {
    expect(isCatalogueFile(at('/assets/i18n-hi-listing-more.a645e8f2df.json'))).toBe(true);
    expect(isCatalogueFile(at('/assets/i18n-hi.837406b483.json'))).toBe(true);
    expect(isCatalogueFile(at('/assets/hi-listing-CFqyDbSz.js'))).toBe(false);
    expect(isCatalogueFile(at('/api/v1/cars/x/'))).toBe(false);
    expect(isCatalogueFile(at('/assets/i18n-hi.json'))).toBe(false);
  });
});
