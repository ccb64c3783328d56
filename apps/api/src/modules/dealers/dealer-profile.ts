// Becoming a dealer (issue 22): the signed-in account's own dealer profile. PUT creates it (the
// public address, a slug of business name and city, is chosen once and kept) or changes it; the
// GSTIN is checked (format and check character) by the body's schema and held by one account only.
// The logo goes through the avatar's image pipeline. Each write announces 'dealer.changed'.
import { DEALER_MESSAGES, type OwnDealer } from '@gaadi/domain/schemas/dealers';
import { PUBLIC_STATUS } from '@gaadi/domain/constants';
import { slugify } from '@gaadi/domain/slug';
import type { Actor } from '../../platform/auth-guards.ts';
import type { AppContext } from '../../platform/context.ts';
import { isUniqueViolation } from '../../platform/database.ts';
import type { Write } from '../../platform/domain-events.ts';
import { AppError, notFound, validationError } from '../../platform/errors.ts';
import { requireAccess } from '../access/access-policy.ts';
import { createCatalogue } from '../catalogue/read-catalogue.ts';
import { listingCountsOfSellers } from '../listing-store/seller-counts.ts';
import { storeUploadedImage } from '../users/avatar.ts';
import { dealerOfUser, type DealerRow } from './dealer-records.ts';
import type {} from './dealer-events.ts';
import { gstinHolder, insertDealer, slugsLike, updateDealer } from './queries.ts';
import { toDealer } from './serialize.ts';

/** The body as the schema hands it over (GSTIN normalized, texts trimmed). */
export interface DealerInput {
  business_name: string;
  gstin: string;
  address: string;
  city: string;
  opening_hours: string;
}

const gstinTaken = () => new AppError(409, 'CONFLICT', DEALER_MESSAGES.gstinTaken, { gstin: [DEALER_MESSAGES.gstinTaken] });

/** `base`, or `base-2`, `base-3`… the first not taken. */
export function freeSlug(base: string, taken: Set<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

export function createDealerProfiles(ctx: AppContext) {
  const catalogue = createCatalogue(ctx);

  async function present(row: DealerRow): Promise<OwnDealer> {
    const counts = await listingCountsOfSellers(ctx.db, [row.userId], PUBLIC_STATUS);
    return { ...toDealer(row, ctx.storage), gstin: row.gstin, approved_cars: counts.get(row.userId)?.n ?? 0 };
  }

  /** The catalogue's spelling of the city, or a 400 naming the field. */
  async function catalogueCity(name: string): Promise<string> {
    const city = (await catalogue.cities()).find((c) => c.name.toLowerCase() === name.toLowerCase());
    if (!city) throw validationError({ city: [DEALER_MESSAGES.city] });
    return city.name;
  }

  async function write(actor: Actor, input: DealerInput, cityName: string): Promise<{ row: DealerRow; created: boolean }> {
    return ctx.events.transaction(async (w: Write) => {
      const current = await dealerOfUser(w.tx, actor.id);
      requireAccess(actor, 'dealer.update', current ?? { userId: actor.id });
      const holder = await gstinHolder(w.tx, input.gstin);
      if (holder && holder !== actor.id) throw gstinTaken();
      const fields = { businessName: input.business_name, gstin: input.gstin, address: input.address, cityName, openingHours: input.opening_hours };
      let row: DealerRow;
      if (current) row = await updateDealer(w.tx, actor.id, fields);
      else {
        const base = slugify(`${input.business_name} ${cityName}`) || 'dealer';
        row = await insertDealer(w.tx, { userId: actor.id, slug: freeSlug(base, await slugsLike(w.tx, base)), ...fields });
      }
      await w.publish({ type: 'dealer.changed', userId: actor.id, slug: row.slug });
      return { row, created: !current };
    });
  }

  return {
    async read(actor: Actor): Promise<OwnDealer | null> {
      const row = await dealerOfUser(ctx.db, actor.id);
      if (!row) return null;
      requireAccess(actor, 'dealer.update', row);
      return present(row);
    },

    async save(actor: Actor, input: DealerInput): Promise<{ dealer: OwnDealer; created: boolean }> {
      const cityName = await catalogueCity(input.city);
      // Two first saves at once may pick the same slug, or two accounts the same GSTIN: the unique
      // indexes decide, and the loser tries once more (slug) or is told (GSTIN).
      for (let attempt = 0; ; attempt++) {
        try {
          const { row, created } = await write(actor, input, cityName);
          return { dealer: await present(row), created };
        } catch (e) {
          if (isUniqueViolation(e, 'dealers_gstin_uq')) throw gstinTaken();
          if (!isUniqueViolation(e, 'dealers_slug_uq') || attempt >= 2) throw e;
        }
      }
    },

    async replaceLogo(actor: Actor, data: Buffer): Promise<string> {
      const current = await dealerOfUser(ctx.db, actor.id);
      if (!current) throw notFound(DEALER_MESSAGES.noProfile);
      requireAccess(actor, 'dealer.update', current);
      const key = await storeUploadedImage(ctx, data, { prefix: 'dealer-logos', fit: 'inside', field: 'logo' });
      await ctx.events.transaction(async (w: Write) => {
        await updateDealer(w.tx, actor.id, { logoUrl: key });
        await w.publish({ type: 'dealer.changed', userId: actor.id, slug: current.slug });
      });
      if (current.logoUrl) await ctx.storage.delete(current.logoUrl).catch(() => {});
      return ctx.storage.url(key);
    },
  };
}
