import { describe, expect, it } from 'vitest';
import { pictureSources } from '@/lib/image-sources';
import { absoluteMediaUrl, mediaSrcset, mediaUrl } from '@/lib/media-url';

describe('media URLs under any host name (issue 13)', () => {
  it('turns the site’s own uploads into paths, whatever host the API wrote', () => {
    expect(mediaUrl('http://localhost:3000/media/listings/a.jpg')).toBe('/media/listings/a.jpg');
    expect(mediaUrl('https://gaadibazaar.in/media/listings/a_640.webp?v=2')).toBe('/media/listings/a_640.webp?v=2');
  });

  it('keeps other hosts’ URLs, data and blob URLs as they are', () => {
    expect(mediaUrl('https://cdn.example.in/bucket/listings/a.jpg')).toBe('https://cdn.example.in/bucket/listings/a.jpg');
    expect(mediaUrl('blob:http://localhost/123')).toBe('blob:http://localhost/123');
    expect(mediaUrl('')).toBe('');
    expect(mediaUrl(null)).toBe('');
  });

  it('rewrites every candidate of a srcset and keeps its width', () => {
    expect(mediaSrcset('http://localhost:3000/media/a_320.webp 320w, http://localhost:3000/media/a_640.webp 640w')).toBe(
      '/media/a_320.webp 320w, /media/a_640.webp 640w',
    );
  });

  it('gives a photo’s sources as paths, and link previews stay absolute', () => {
    const image = {
      url: 'http://localhost:3000/media/a.jpg',
      thumbnail: 'http://localhost:3000/media/a_t.jpg',
      sources: [{ type: 'image/webp' as const, srcset: 'http://localhost:3000/media/a_320.webp 320w' }],
    };
    expect(pictureSources(image)).toEqual({ src: '/media/a_t.jpg', webp: '/media/a_320.webp 320w', jpeg: '' });
    expect(absoluteMediaUrl(image.url)).toBe('http://localhost:3000/media/a.jpg');
  });
});
