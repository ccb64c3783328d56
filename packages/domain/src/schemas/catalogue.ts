import { z } from 'zod';
import { blankToUndefined, ok } from './envelope.ts';

export const citySchema = z.object({
  id: z.string(),
  name: z.string(),
  state: z.string(),
  car_count: z.number().int(),
  carCount: z.number().int(),
});
export type City = z.infer<typeof citySchema>;
export const citiesResponse = ok(z.object({ cities: z.array(citySchema) }));

export const variantSchema = z.object({ name: z.string() });
export const modelSchema = z.object({ name: z.string(), variants: z.array(variantSchema) });
export const brandSchema = z.object({ name: z.string(), logo: z.string().nullable(), models: z.array(modelSchema) });
export type Brand = z.infer<typeof brandSchema>;
export const brandModelSchema = z.object({ brand: z.string(), name: z.string(), variants: z.array(variantSchema) });
const brandsData = z.object({ brands: z.array(brandSchema), models: z.array(brandModelSchema) });
/** An empty value counts as absent (clients drop empty filters, but links may carry `?brand=`). */
const optionalName = z.preprocess(blankToUndefined, z.string().trim().max(100).optional());
export const brandsQuery = z.object({ brand: optionalName });
export const brandsResponse = ok(brandsData.extend({ data: brandsData }));

export const featureSchema = z.object({ name: z.string(), icon: z.string().nullable(), description: z.string() });
export const featureCatalogueSchema = z.record(z.string(), z.array(featureSchema));
export type FeatureCatalogue = z.infer<typeof featureCatalogueSchema>;
export const featuresQuery = z.object({ category: optionalName });
export const featuresResponse = ok(
  z.object({ features: featureCatalogueSchema, data: z.object({ features: featureCatalogueSchema }) }),
);

export const configSchema = z.object({
  limits: z.object({
    maxImagesPerListing: z.number().int(),
    maxVideosPerListing: z.number().int(),
    maxImageSizeMB: z.number(),
    maxVideoSizeMB: z.number(),
  }),
  priceRange: z.object({ min: z.number(), max: z.number() }),
  reviewTime: z.string(),
  /** The company's contact details, shown in full (issue 13; configured, contract 2.5 allows more keys). */
  brandContact: z.object({ email: z.string(), phone: z.string() }).optional(),
});
export type SystemConfig = z.infer<typeof configSchema>;
export const configResponse = ok(z.object({ config: configSchema, data: configSchema }));
