// The one User serializer (contract 2.1 and 3.7): sign-in, profile and update return the same object.
import type { User } from '@gaadi/domain/schemas/users';
import type { Storage } from '../../platform/storage.ts';
import type { UserRow } from './accounts.ts';

export function toUser(row: UserRow, storage: Storage, opts: { isNewUser?: boolean } = {}): User {
  const avatar = row.avatarKey ? storage.url(row.avatarKey) : null;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone_number: row.phoneNumber,
    avatar,
    is_new_user: opts.isNewUser ?? false,
    profile: { avatar, city: row.city, verified: row.isVerified },
    city: row.city,
    state: row.state,
    is_verified: row.isVerified,
    email_notifications: row.emailNotifications,
    sms_notifications: row.smsNotifications,
    push_notifications: row.pushNotifications,
    language: row.language === 'en' || row.language === 'hi' ? row.language : null,
  };
}
