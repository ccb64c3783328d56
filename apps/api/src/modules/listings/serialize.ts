// One serializer for every endpoint that returns listings (contract 2.2, 2.3, 2.9).
import type { Car, CarImage } from '@gaadi/domain/schemas/car';
import { ogKey, renditionKey } from '../media/renditions.ts';
import type { Storage } from '../../platform/storage.ts';
import type { DbOrTx } from '../../platform/database.ts';
import type { CardListing } from '../listing-store/card-rows.ts';
import type { ListingRow } from '../listing-store/listing-rows.ts';
import type { ImageRow } from '../media/listing-images.ts';
import { accountContacts } from '../users/accounts.ts';

export interface SellerAccount {
  id: string;
  name: string;
  phone_number: string | null;
}

export interface SerializeOptions {
  /** Include seller_info (listing contact) and seller (owning account): seller and admin views. */
  seller?: SellerAccount | null;
  includeSellerInfo?: boolean;
  /**
   * How many photos the listing has, when `images` holds only the cover (lists). Without it the
   * images given are all of them.
   */
  imagesCount?: number;
}

const iso = (d: Date) => d.toISOString();

/**
 * url and thumbnail as contract 2.4 has them; a photo with responsive renditions (issue 12) adds
 * its size, its widths as WebP and JPEG srcsets, and its 1200×630 link-preview JPEG.
 */
export function toImage(storage: Storage, img: ImageRow): CarImage {
  const image: CarImage = { id: img.id, url: storage.url(img.storageKey), thumbnail: storage.url(img.thumbnailKey) };
  if (img.width && img.height) Object.assign(image, { width: img.width, height: img.height });
  const r = img.renditions;
  if (r?.widths.length) {
    const srcset = (format: 'webp' | 'jpg') => r.widths.map((w) => `${storage.url(renditionKey(img.storageKey, w, format))} ${w}w`).join(', ');
    image.sources = [
      { type: 'image/webp', srcset: srcset('webp') },
      { type: 'image/jpeg', srcset: srcset('jpg') },
    ];
  }
  if (r?.og) image.og_image = storage.url(ogKey(img.storageKey));
  return image;
}

/** A public card: the columns cards read (card-rows.ts), never the seller's contact. */
export function toCar(row: CardListing, images: ImageRow[], storage: Storage, opts?: Pick<SerializeOptions, 'imagesCount'>): Car;
/** The whole listing: the seller's and admins' views add its contact and owner. */
export function toCar(row: Omit<ListingRow, 'searchText'>, images: ImageRow[], storage: Storage, opts?: SerializeOptions): Car;
export function toCar(row: CardListing & Partial<Omit<ListingRow, 'searchText'>>, images: ImageRow[], storage: Storage, opts: SerializeOptions = {}): Car {
  const createdAt = iso(row.createdAt);
  // Until the listing changes, updated_at is byte-identical to created_at (contract 2.3).
  const updatedAt = row.updatedAt.getTime() === row.createdAt.getTime() ? createdAt : iso(row.updatedAt);
  const car: Car = {
    id: row.id,
    title: row.title,
    brand: row.brandName,
    model: row.modelName,
    car_model: row.modelName,
    model_name: row.modelName,
    variant: row.variantName,
    year: row.year,
    price: row.price,
    original_price: row.originalPrice,
    km_driven: row.kmDriven,
    fuel_type: row.fuelType,
    transmission: row.transmission,
    owner_number: row.ownerNumber,
    urgency: row.urgency,
    accident_history: row.accidentHistory,
    exterior_condition: row.exteriorCondition,
    interior_condition: row.interiorCondition,
    engine_condition: row.engineCondition,
    city: row.cityName,
    location: { city: row.cityName, area: row.area, state: row.stateName },
    address: row.address,
    video_url: row.videoUrl,
    description: row.description,
    features: row.features,
    images: images.map((img) => toImage(storage, img)),
    status: row.status,
    verified: row.verified,
    featured: row.featured,
    views_count: row.viewsCount,
    inquiries_count: row.inquiriesCount,
    analytics: { total_views: row.viewsCount, total_inquiries: row.inquiriesCount },
    created_at: createdAt,
    updated_at: updatedAt,
    body_type: row.bodyType ?? null,
    images_count: opts.imagesCount ?? images.length,
  };
  if (opts.includeSellerInfo || opts.seller) {
    // Only the whole row's signature takes these options, so its contact is there.
    car.seller_info = { name: row.sellerName!, phone: row.sellerPhone!, email: row.sellerEmail! };
  }
  if (opts.seller) car.seller = opts.seller;
  return car;
}

/** The owning accounts of listings as the seller object of contract 2.2 (one query for all). */
export async function sellerAccounts(db: DbOrTx, sellerIds: string[]): Promise<Map<string, SellerAccount>> {
  const contacts = await accountContacts(db, sellerIds);
  return new Map([...contacts.values()].map((c) => [c.id, { id: c.id, name: c.name, phone_number: c.phoneNumber }]));
}
