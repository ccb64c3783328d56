// The company's contact e-mail and phone (issue 13): configuration served by GET /utils/config/
// (brandContact), shown in full; the built-in brand's values until it answers or when it has none.
import { BRAND } from '@gaadi/domain/brand';
import type { configResponse } from '@gaadi/domain/schemas/catalogue';
import type { Answer } from '@/lib/api/answer';
import { api } from '@/lib/api/client';
import { queryOptions } from '@/lib/api/query-options';

export interface BrandContact {
  email: string;
  phone: string;
}

export const DEFAULT_BRAND_CONTACT: BrandContact = { email: BRAND.contactEmail, phone: BRAND.contactPhone };

export async function fetchBrandContact(): Promise<BrandContact> {
  const body = await api.get<Answer<typeof configResponse>>('/utils/config/', { auth: 'none' });
  const contact = body.data?.data?.brandContact ?? body.data?.config?.brandContact;
  return { email: contact?.email || DEFAULT_BRAND_CONTACT.email, phone: contact?.phone || DEFAULT_BRAND_CONTACT.phone };
}

export const brandContactQuery = queryOptions({ queryKey: ['catalogue', 'brand-contact'] as const, staleTime: 60 * 60 * 1000, queryFn: fetchBrandContact });
