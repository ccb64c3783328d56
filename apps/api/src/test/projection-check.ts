// Whether the search projection holds exactly the public listings, every column as the listing has
// it (migration 0021, decision 045): the trigger tests and the migration's test ask the same.
export const PROJECTION_MISMATCHES_SQL = `
  select (select count(*)::int from listings l where status = 'approved' and not exists (select 1 from listing_search s where s.id = l.id)) as missing,
         (select count(*)::int from listing_search s where not exists (select 1 from listings l where l.id = s.id and l.status = 'approved')) as extra,
         (select count(*)::int from listing_search s join listings l using (id)
           where (s.brand_key, s.city_key, s.fuel_type, s.transmission, s.year, s.price, s.km_driven, s.created_at, s.search_text, s.variant_key,
                  s.model_key, s.body_type, s.owners, s.price_reduced_at)
                 is distinct from (lower(l.brand_name), lower(l.city_name), l.fuel_type, l.transmission, l.year, l.price, l.km_driven, l.created_at,
                  l.search_text, lower(l.variant_name), lower(l.model_name), l.body_type,
                  case l.owner_number when '1st' then 1 when '2nd' then 2 when '3rd' then 3 else 4 end, l.price_reduced_at)) as stale`;
