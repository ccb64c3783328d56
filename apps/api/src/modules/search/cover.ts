// The cover image of a card row as the serializer takes images (lists carry only the first, contract 2.2).
import type { ImageRow } from '../media/listing-images.ts';
import type { CardRow } from './queries.ts';

export const coverOf = (r: CardRow): ImageRow[] =>
  r.imageId
    ? [
        {
          id: r.imageId,
          listingId: r.id,
          storageKey: r.imageKey!,
          thumbnailKey: r.imageThumbnailKey!,
          position: 0,
          renditions: r.imageRenditions,
          width: r.imageWidth,
          height: r.imageHeight,
        },
      ]
    : [];
