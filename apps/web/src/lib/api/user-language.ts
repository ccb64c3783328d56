// PUT /users/me/language/ (issue 25): the language a signed-in person chose, which their e-mails follow.
import type { Language, meResponse } from '@gaadi/domain/schemas/users';
import type { Answer } from '@/lib/api/answer';
import { api } from '@/lib/api/client';

/** Sent even while the page is left: the language switch is a link to the other language's page. */
export const saveLanguage = (language: Language) =>
  api.put<Answer<typeof meResponse>>('/users/me/language/', { language }, { keepalive: true });
