// Photos for invented listings: which shots a listing gets, and storing them like uploads do
// (cars/<image id>.jpg, cars/<image id>-w800.jpg and the responsive renditions of issue 12:
// -w160 … -w960 in WebP and JPEG, -og.jpg), each listing with its own files and rows.
import { randomUUID } from 'node:crypto';
import type { Storage } from '../platform/storage.ts';
import type { ListingDraft } from './listing-draft.ts';
import type { Rng } from './random.ts';
import type { PhotoSpec, Scene, Shot } from './photo-svg.ts';
import { createPhotoCache, mapLimit, type RenderedPhoto } from './photos.ts';
import { renderRenditions, renditionFiles, type Renditions, type RenditionSet } from '../modules/media/renditions.ts';

const SCENES: Scene[] = ['day', 'sunset', 'overcast', 'showroom', 'evening'];
/** Hero first, then views that many listings share (same body and paint): each is rendered once. */
const ORDER: Shot[] = ['side', 'front', 'interior', 'rear', 'side-left', 'wheel', 'side', 'interior'];
const SHARED_SCENE: Record<Shot, [Scene, number]> = {
  side: ['overcast', 3],
  'side-left': ['sunset', 1],
  front: ['showroom', 0],
  rear: ['day', 0],
  interior: ['day', 0],
  wheel: ['day', 0],
};

export function photoPlan(rng: Rng, draft: ListingDraft, count: number): PhotoSpec[] {
  const scene = SCENES[Math.floor(rng() * SCENES.length)]!;
  const seed = Math.floor(rng() * 10);
  return ORDER.slice(0, count).map((shot, i): PhotoSpec => {
    // Only the hero names the car; the rest depend on body and paint alone, so listings share them.
    if (i === 0) return { shot, scene, body: draft.body, color: draft.colour.hex, caption: `${draft.brand} ${draft.model}`, seed };
    const [shared, sharedSeed] = SHARED_SCENE[shot];
    if (shot === 'interior') return { shot, scene: shared, body: 'sedan', color: '#000000', caption: '', seed: i < 4 ? 0 : 1 };
    if (shot === 'wheel') return { shot, scene: shared, body: 'sedan', color: draft.colour.hex, caption: '', seed: sharedSeed };
    return { shot, scene: shared, body: draft.body, color: draft.colour.hex, caption: '', seed: sharedSeed };
  });
}

export interface StoredImage {
  id: string;
  listingId: string;
  uploaderUserId: string;
  position: number;
  storageKey: string;
  thumbnailKey: string;
  renditions: RenditionSet;
  width: number;
  height: number;
  sizeBytes: number;
  createdAt: Date;
}

export interface PhotoJob {
  listingId: string;
  sellerId: string;
  createdAt: Date;
  specs: PhotoSpec[];
}

/** Renders (each distinct photo once, two at a time) and stores every listing's photos. */
export async function storeListingPhotos(storage: Storage, jobs: PhotoJob[]): Promise<StoredImage[]> {
  const render = createPhotoCache();
  // Each distinct photo gets its renditions made once, then stored under every image that shows it.
  const renditionsOf = new Map<RenderedPhoto, Promise<Renditions>>();
  const renditions = (photo: RenderedPhoto) => {
    let hit = renditionsOf.get(photo);
    if (!hit) renditionsOf.set(photo, (hit = renderRenditions(photo.full)));
    return hit;
  };
  const tasks = jobs.flatMap((job) => job.specs.map((spec, position) => ({ job, spec, position })));
  return mapLimit(tasks, 2, async ({ job, spec, position }) => {
    const photo = await render(spec);
    const sized = await renditions(photo);
    const id = randomUUID();
    const storageKey = `cars/${id}.jpg`;
    const thumbnailKey = `cars/${id}-w800.jpg`;
    await Promise.all([
      storage.put(storageKey, photo.full, 'image/jpeg'),
      storage.put(thumbnailKey, photo.thumb, 'image/jpeg'),
      ...renditionFiles(sized, storageKey).map((f) => storage.put(f.key, f.data, f.contentType)),
    ]);
    return {
      id,
      listingId: job.listingId,
      uploaderUserId: job.sellerId,
      position,
      storageKey,
      thumbnailKey,
      renditions: sized.set,
      width: photo.width,
      height: photo.height,
      sizeBytes: photo.full.length,
      createdAt: job.createdAt,
    };
  });
}
