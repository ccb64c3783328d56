// Fixed home page content of public-side section 1 below the hero: buying steps, benefits, links.
import BadgeCheck from '@/ui/icons/badge-check';
import CarFront from '@/ui/icons/car-front';
import FileCheck2 from '@/ui/icons/file-check-corner';
import IndianRupee from '@/ui/icons/indian-rupee';
import Landmark from '@/ui/icons/landmark';
import Search from '@/ui/icons/search';
import Truck from '@/ui/icons/truck';
import Wrench from '@/ui/icons/wrench';
import { BRAND } from '@gaadi/domain/brand';
import { msg } from '@/lib/i18n/i18n';

export const STEPS = [
  { Icon: Search, title: msg('Search & Browse'), text: msg('Filter verified cars by brand, city, budget, fuel type and more.') },
  { Icon: Wrench, title: msg('Inspect & Test Drive'), text: msg('See the car in person and take it for a test drive before you decide.') },
  { Icon: FileCheck2, title: msg('Documentation'), text: msg('We help with RC transfer, insurance and every document in between.') },
  { Icon: Truck, title: msg('Delivery'), text: msg('Drive home happy, or have your car delivered to your doorstep.') },
] as const;

export const BENEFITS = [
  { Icon: BadgeCheck, title: msg('Verified Cars'), text: msg('Every listing is reviewed by our team before it goes live.') },
  { Icon: IndianRupee, title: msg('Best Price'), text: msg('Transparent pricing, and we match a better price you find elsewhere.') },
  { Icon: Landmark, title: msg('Easy Financing'), text: msg('Instant loan approval with flexible EMIs from partner banks.') },
  { Icon: CarFront, title: msg('Free Delivery'), text: msg('Free doorstep delivery anywhere in India.') },
] as const;

const phoneDigits = BRAND.contactPhone.replace(/\D/g, '');
/** Contact and social links (their real addresses are not part of the spec; these are the brand's). */
export const CONTACT_LINKS = {
  instagram: 'https://www.instagram.com/gaadibazaar',
  facebook: 'https://www.facebook.com/gaadibazaar',
  whatsapp: `https://wa.me/${phoneDigits}`,
  phone: `tel:+${phoneDigits}`,
} as const;
