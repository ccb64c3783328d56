// Parts of a process that get ready after it listens (the search index, decision 046) say how far
// they are; /api/ready lists them beside the dependencies. They answer meanwhile by a slower path,
// so they leave the process ready.
const parts = new WeakMap<object, Map<string, () => string>>();

/** `state` is read on every /api/ready: a word such as 'reading', 'ready' or 'off'. */
export function reportReadiness(ctx: object, name: string, state: () => string) {
  const of = parts.get(ctx) ?? new Map<string, () => string>();
  of.set(name, state);
  parts.set(ctx, of);
}

export function readinessOf(ctx: object): Record<string, string> {
  return Object.fromEntries([...(parts.get(ctx) ?? new Map<string, () => string>())].map(([name, state]) => [name, state()]));
}
