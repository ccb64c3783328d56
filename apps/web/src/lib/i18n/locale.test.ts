import { describe, expect, it } from 'vitest';
import { alternates, localeOf, localizedPath, stripLocale, switchHref } from '@/lib/i18n/locale';
import { withBase } from '@/lib/router';

describe('the language of an address', () => {
  it('is Hindi under /hi and English everywhere else', () => {
    expect(localeOf('/hi')).toBe('hi');
    expect(localeOf('/hi/buy')).toBe('hi');
    expect(localeOf('/hi/listing/abc')).toBe('hi');
    expect(localeOf('/')).toBe('en');
    expect(localeOf('/buy')).toBe('en');
    // A path that merely starts with the letters is not Hindi.
    expect(localeOf('/history')).toBe('en');
    expect(localeOf('/hindi-cars')).toBe('en');
  });

  it('strips the prefix to the path the routes know', () => {
    expect(stripLocale('/hi')).toBe('/');
    expect(stripLocale('/hi/buy')).toBe('/buy');
    expect(stripLocale('/hi/used-cars/delhi/maruti-suzuki')).toBe('/used-cars/delhi/maruti-suzuki');
    expect(stripLocale('/buy')).toBe('/buy');
    expect(stripLocale('/history')).toBe('/history');
  });
});

describe('addresses in a language', () => {
  it('keeps English addresses as they are and puts Hindi under /hi', () => {
    expect(localizedPath('/buy?city=Pune', 'en')).toBe('/buy?city=Pune');
    expect(localizedPath('/', 'hi')).toBe('/hi');
    expect(localizedPath('/?x=1', 'hi')).toBe('/hi?x=1');
    expect(localizedPath('/buy?city=Pune', 'hi')).toBe('/hi/buy?city=Pune');
  });

  it('names both languages and x-default (English) as alternates', () => {
    expect(alternates('/listing/42')).toEqual([
      { hreflang: 'en', path: '/listing/42' },
      { hreflang: 'hi', path: '/hi/listing/42' },
      { hreflang: 'x-default', path: '/listing/42' },
    ]);
    expect(alternates('/')).toEqual([
      { hreflang: 'en', path: '/' },
      { hreflang: 'hi', path: '/hi' },
      { hreflang: 'x-default', path: '/' },
    ]);
  });
});

describe('the language switch', () => {
  it('keeps the path, the filters and the hash', () => {
    expect(switchHref({ pathname: '/buy', search: '?fuel_type=diesel&page=2', hash: '#results' }, 'hi')).toBe('/hi/buy?fuel_type=diesel&page=2#results');
    expect(switchHref({ pathname: '/hi/buy', search: '?fuel_type=diesel&page=2' }, 'en')).toBe('/buy?fuel_type=diesel&page=2');
    expect(switchHref({ pathname: '/hi', search: '' }, 'en')).toBe('/');
    expect(switchHref({ pathname: '/', search: '' }, 'hi')).toBe('/hi');
    expect(switchHref({ pathname: '/hi/listing/7', search: '' }, 'hi')).toBe('/hi/listing/7');
  });
});

describe('links under the language prefix', () => {
  it('puts /hi before site paths only', () => {
    expect(withBase('/hi', '/buy?x=1')).toBe('/hi/buy?x=1');
    expect(withBase('/hi', '/')).toBe('/hi');
    expect(withBase('/hi', '?page=2')).toBe('?page=2');
    expect(withBase('/hi', 'https://wa.me/91')).toBe('https://wa.me/91');
    expect(withBase('/hi', '//cdn.example')).toBe('//cdn.example');
    expect(withBase('', '/buy')).toBe('/buy');
  });
});
