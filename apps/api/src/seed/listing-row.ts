// An invented listing as a `listings` row: catalogue ids next to the names, the seller's contact as
// the listing contact, and the status fields of its stage (pending, approved, rejected...).
import type { ListingStatus } from '@gaadi/domain/constants';
import type { listings } from '../db/schema.ts';
import type { CatalogueIndex } from './catalogue-index.ts';
import type { ListingDraft } from './listing-draft.ts';

export type ListingInsert = typeof listings.$inferInsert;

export interface RowOptions {
  id: string;
  seller: { id: string; name: string; phoneNumber: string | null; email: string | null };
  status: ListingStatus;
  createdAt: Date;
  approvedAt?: Date | null;
  featured?: boolean;
  viewsCount?: number;
  rejectionReason?: string | null;
}

export function toListingRow(draft: ListingDraft, catalogue: CatalogueIndex, o: RowOptions): ListingInsert {
  const ids = catalogue.find(draft.brand, draft.model, draft.variant);
  const city = catalogue.city(draft.city.name);
  const live = o.status === 'approved' || o.status === 'sold';
  return {
    id: o.id,
    sellerId: o.seller.id,
    brandId: ids.brandId,
    modelId: ids.modelId,
    variantId: ids.variantId,
    cityId: city.id,
    brandName: ids.brandName,
    modelName: ids.modelName,
    variantName: ids.variantName,
    cityName: city.name,
    stateName: city.state,
    area: draft.area,
    address: '',
    title: draft.title,
    year: draft.year,
    price: draft.price,
    originalPrice: draft.originalPrice,
    kmDriven: draft.kmDriven,
    fuelType: draft.fuelType,
    transmission: draft.transmission,
    ownerNumber: draft.ownerNumber,
    urgency: draft.urgency,
    accidentHistory: draft.accidentHistory,
    exteriorCondition: draft.exteriorCondition,
    interiorCondition: draft.interiorCondition,
    engineCondition: draft.engineCondition,
    description: draft.description,
    features: draft.features,
    videoUrl: '',
    sellerName: o.seller.name,
    sellerPhone: o.seller.phoneNumber ?? '',
    sellerEmail: o.seller.email ?? '',
    status: o.status,
    // Approval sets verified (contract 7.6); a listing that was approved and then sold keeps it.
    verified: live,
    featured: o.status === 'approved' && !!o.featured,
    viewsCount: live ? (o.viewsCount ?? 0) : 0,
    inquiriesCount: 0,
    rejectionReason: o.status === 'rejected' ? (o.rejectionReason ?? null) : null,
    approvedAt: live ? (o.approvedAt ?? o.createdAt) : null,
    createdAt: o.createdAt,
    updatedAt: o.createdAt,
  };
}
