const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are opaque strings to clients; anything not a UUID simply is not found (never a 500). */
export const isUuid = (id: string) => UUID_RE.test(id);
