import { useQuery } from '@tanstack/react-query';
import { brandContactQuery, DEFAULT_BRAND_CONTACT, type BrandContact } from '@/lib/api/brand-contact';

/** The configured company contact; server-rendered pages have it from the start (entry-server). */
export function useBrandContact(): BrandContact & { tel: string } {
  const contact = useQuery(brandContactQuery).data ?? DEFAULT_BRAND_CONTACT;
  return { ...contact, tel: contact.phone.replace(/[^\d+]/g, '') };
}
