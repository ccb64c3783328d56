import type { AppContext } from '../../platform/context.ts';

/** Periodic removal of uploads never attached to a listing within 24 hours. (Placeholder.) */
export function startUploadCleanup(_ctx: AppContext): () => void {
  return () => {};
}
