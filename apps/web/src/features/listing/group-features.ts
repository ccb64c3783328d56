// A listing's features under the catalogue's categories (contract 2.5), in the catalogue's order;
// names the catalogue does not know (renamed or removed since) go under "Other".
import type { FeatureCatalogue } from '@gaadi/domain/schemas/catalogue';
import { msg } from '@/lib/i18n/i18n';

export interface FeatureGroup {
  category: string;
  names: string[];
}

export const OTHER_FEATURES = msg('Other');

export function groupFeatures(features: string[], catalogue: FeatureCatalogue | undefined): FeatureGroup[] {
  const categoryOf = new Map<string, string>();
  for (const [category, items] of Object.entries(catalogue ?? {})) {
    for (const item of items) if (!categoryOf.has(item.name.toLowerCase())) categoryOf.set(item.name.toLowerCase(), category);
  }
  const order = [...Object.keys(catalogue ?? {}), OTHER_FEATURES];
  const groups = new Map<string, string[]>();
  for (const name of new Set(features.filter((f) => typeof f === 'string' && f.trim()))) {
    const category = categoryOf.get(name.toLowerCase()) ?? OTHER_FEATURES;
    groups.set(category, [...(groups.get(category) ?? []), name]);
  }
  return order.filter((c) => groups.has(c)).map((category) => ({ category, names: groups.get(category)! }));
}
