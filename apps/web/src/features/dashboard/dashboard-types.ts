import type { Car } from '@gaadi/domain/schemas/car';

export interface Inquiry {
  id: string;
  status: string;
  buyer_name: string;
  buyer_phone: string | null;
  buyer_email?: string | null;
  message: string;
  preferred_contact_time: string;
  created_at: string;
  seller_response: string;
  car: { id: string; title?: string; year?: number; brand?: string; model?: string; car_model?: string; price?: number; thumbnail?: string } | null;
}

export interface Notification {
  id: string;
  type: string;
  title: string;
  message: string;
  priority: string;
  is_read: boolean;
  created_at: string;
}

export interface NotificationsData {
  notifications: Notification[];
  unreadCount: number;
}

export type DashboardListing = Car;
