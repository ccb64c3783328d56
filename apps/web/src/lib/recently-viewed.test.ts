import { afterEach, describe, expect, it } from 'vitest';
import type { PublicCar } from '@/lib/api/cars';
import { clearRecentlyViewed, recentlyViewed, recordView } from '@/lib/recently-viewed';

const car = (id: string, over: Partial<PublicCar> = {}): PublicCar => ({
  id,
  title: `Car ${id}`,
  price: 500_000,
  description: 'A long description that is not kept',
  images: [
    { id: `${id}-1`, url: `/media/cars/${id}-1.jpg`, thumbnail: `/media/cars/${id}-1-w800.jpg` },
    { id: `${id}-2`, url: `/media/cars/${id}-2.jpg`, thumbnail: `/media/cars/${id}-2-w800.jpg` },
  ],
  ...over,
});

describe('recently viewed', () => {
  afterEach(() => clearRecentlyViewed());

  it('keeps the last ten listings opened, newest first, each once', () => {
    for (let i = 1; i <= 12; i++) recordView(car(String(i)));
    recordView(car('5'));
    const ids = recentlyViewed.read().map((c) => c.id);
    expect(ids).toEqual(['5', '12', '11', '10', '9', '8', '7', '6', '4', '3']);
  });

  it('stores the card fields only: the first photo, the photo count, no description', () => {
    recordView(car('a'));
    const [stored] = recentlyViewed.read();
    expect(stored).toMatchObject({ id: 'a', title: 'Car a', price: 500_000, images_count: 2 });
    expect(stored!.images).toHaveLength(1);
    expect(stored).not.toHaveProperty('description');
  });

  it('refreshes the stored copy when the listing is opened again', () => {
    recordView(car('a'));
    recordView(car('a', { price: 450_000 }));
    expect(recentlyViewed.read()).toHaveLength(1);
    expect(recentlyViewed.read()[0]!.price).toBe(450_000);
  });

  it('ignores what is not a list of cars in storage', () => {
    localStorage.setItem('gaadibazaar-recently-viewed', '{"not":"a list"}');
    expect(recentlyViewed.read()).toEqual([]);
    localStorage.setItem('gaadibazaar-recently-viewed', '[{"id":"x"},42,null,"y"]');
    expect(recentlyViewed.read().map((c) => c.id)).toEqual(['x']);
  });
});
