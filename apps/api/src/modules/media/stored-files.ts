import type { AppContext } from '../../platform/context.ts';

export interface StoredFile {
  key: string;
  data: Buffer;
  contentType: string;
}

/** Writes all files or none: on a failure the ones already written are removed again. */
export async function storeAll(ctx: AppContext, files: StoredFile[]): Promise<void> {
  const written: string[] = [];
  try {
    for (const f of files) {
      await ctx.storage.put(f.key, f.data, f.contentType);
      written.push(f.key);
    }
  } catch (e) {
    await removeStoredFiles(ctx, written);
    throw e;
  }
}

/**
 * Deletes stored files after their rows are gone. A storage hiccup must not undo or fail the
 * request: the row is what makes a file visible, so a leftover file is only wasted space.
 */
export async function removeStoredFiles(ctx: AppContext, keys: string[], log?: { warn: (o: object, m: string) => void }) {
  await Promise.all(
    keys.map((key) =>
      ctx.storage.delete(key).catch((e: Error) => log?.warn({ key, err: e.message }, 'could not delete a stored file')),
    ),
  );
}
