// Fixed home page content of public-side section 1: figures, buying steps, benefits, links.
import BadgeCheck from 'lucide-react/icons/badge-check';
import CarFront from 'lucide-react/icons/car-front';
import FileCheck2 from 'lucide-react/icons/file-check-corner';
import IndianRupee from 'lucide-react/icons/indian-rupee';
import Landmark from 'lucide-react/icons/landmark';
import Search from 'lucide-react/icons/search';
import Truck from 'lucide-react/icons/truck';
import Wrench from 'lucide-react/icons/wrench';
import { BRAND } from '@gaadi/domain/constants';

export const STATS = [
  { value: '1,000+', label: 'Happy Customers' },
  { value: '500+', label: 'Cars Sold' },
  { value: '99%', label: 'Satisfaction' },
  { value: '200+', label: 'Quality Checks' },
] as const;

export const STEPS = [
  { Icon: Search, title: 'Search & Browse', text: 'Filter verified cars by brand, city, budget, fuel type and more.' },
  { Icon: Wrench, title: 'Inspect & Test Drive', text: 'See the car in person and take it for a test drive before you decide.' },
  { Icon: FileCheck2, title: 'Documentation', text: 'We help with RC transfer, insurance and every document in between.' },
  { Icon: Truck, title: 'Delivery', text: 'Drive home happy, or have your car delivered to your doorstep.' },
] as const;

export const BENEFITS = [
  { Icon: BadgeCheck, title: 'Verified Cars', text: 'Every listing is reviewed by our team before it goes live.' },
  { Icon: IndianRupee, title: 'Best Price', text: 'Transparent pricing, and we match a better price you find elsewhere.' },
  { Icon: Landmark, title: 'Easy Financing', text: 'Instant loan approval with flexible EMIs from partner banks.' },
  { Icon: CarFront, title: 'Free Delivery', text: 'Free doorstep delivery anywhere in India.' },
] as const;

const phoneDigits = BRAND.contactPhone.replace(/\D/g, '');
/** Contact and social links (their real addresses are not part of the spec; these are the brand's). */
export const CONTACT_LINKS = {
  instagram: 'https://www.instagram.com/gaadibazaar',
  facebook: 'https://www.facebook.com/gaadibazaar',
  whatsapp: `https://wa.me/${phoneDigits}`,
  phone: `tel:+${phoneDigits}`,
} as const;
