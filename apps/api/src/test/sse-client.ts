// Reads a live notification stream with fetch, as the web app does (EventSource cannot send a
// bearer): the blocks it received so far, whether it ended, and a way to close it.

export interface SseBlock {
  event?: string;
  data?: string;
  id?: string;
  comment?: string;
}

export interface OpenedStream {
  res: Response;
  blocks: SseBlock[];
  ended: () => boolean;
  close: () => void;
}

export async function openStream(base: string, token: string | null, headers: Record<string, string> = {}): Promise<OpenedStream> {
  const ac = new AbortController();
  const res = await fetch(`${base}/api/v1/inquiries/notifications/stream/`, {
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'accept-encoding': 'br, gzip', ...headers },
    signal: ac.signal,
  });
  const blocks: SseBlock[] = [];
  let ended = false;
  if (res.headers.get('content-type')?.startsWith('text/event-stream')) {
    void (async () => {
      const reader = res.body!.getReader();
      const decoder = new TextDecoder();
      let buf = '';
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          buf += decoder.decode(value, { stream: true });
          for (let i = buf.indexOf('\n\n'); i >= 0; i = buf.indexOf('\n\n')) {
            const block: SseBlock = {};
            for (const line of buf.slice(0, i).split('\n')) {
              if (line.startsWith(':')) block.comment = line.slice(1).trim();
              else if (line.startsWith('event: ')) block.event = line.slice(7);
              else if (line.startsWith('data: ')) block.data = line.slice(6);
              else if (line.startsWith('id: ')) block.id = line.slice(4);
            }
            blocks.push(block);
            buf = buf.slice(i + 2);
          }
        }
      } catch {
        // aborted
      }
      ended = true;
    })();
  } else {
    ended = true;
  }
  return { res, blocks, ended: () => ended, close: () => ac.abort() };
}

/** The parsed data of every event of this name so far. */
export const eventsNamed = <T = { id: string; title: string; is_read: boolean }>(blocks: SseBlock[], name: string): T[] =>
  blocks.filter((b) => b.event === name).map((b) => JSON.parse(b.data!) as T);
