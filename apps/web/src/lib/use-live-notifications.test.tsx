import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { TextDecoderStream as NodeTextDecoderStream } from 'node:stream/web';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '@/lib/query-keys';
import { useLiveNotifications } from '@/lib/use-live-notifications';

function Probe() {
  const { live } = useLiveNotifications();
  return <p>{live ? 'live' : 'polling'}</p>;
}

const notification = { id: 'n1', type: 'saved_search_match', title: 'New match', message: 'x', priority: 'normal', is_read: false, created_at: '2026-11-23T10:00:00.000Z', read_at: null, data: {}, car_info: null, inquiry_info: null };

describe('live notifications hook', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('reads the stream with the bearer, sets the unread count and refreshes the lists on a new notification', async () => {
    localStorage.setItem('authToken', 'eyJ.test.token');
    if (typeof TextDecoderStream !== 'function') vi.stubGlobal('TextDecoderStream', NodeTextDecoderStream);
    let push: (text: string) => void = () => {};
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          push = (text) => controller.enqueue(new TextEncoder().encode(text));
        },
      });
      return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
    });
    vi.stubGlobal('fetch', fetchMock);
    const client = new QueryClient();
    client.setQueryData([...queryKeys.notifications, 'list', 5], { notifications: [], unreadCount: 0 });
    render(
      <QueryClientProvider client={client}>
        <Probe />
      </QueryClientProvider>,
    );
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/v1/inquiries/notifications/stream/');
    expect((fetchMock.mock.calls[0]![1]!.headers as Record<string, string>).Authorization).toBe('Bearer eyJ.test.token');

    await act(async () => push('event: ready\ndata: {"unread_count": 2}\n\n: heartbeat\n\n'));
    expect(await screen.findByText('live')).toBeTruthy();
    expect(client.getQueryData(queryKeys.unreadCount)).toBe(2);

    // Split across chunks, as a network may deliver it.
    const event = `event: notification\ndata: ${JSON.stringify(notification)}\n\n`;
    await act(async () => {
      push(event.slice(0, 20));
      push(event.slice(20));
    });
    await vi.waitFor(() => expect(client.getQueryData(queryKeys.unreadCount)).toBe(3));
    expect(client.getQueryState([...queryKeys.notifications, 'list', 5])?.isInvalidated).toBe(true);
  });

  it('sends the last event id it read as Last-Event-ID when it reconnects, so that the API replays what it missed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    localStorage.setItem('authToken', 'eyJ.test.token');
    if (typeof TextDecoderStream !== 'function') vi.stubGlobal('TextDecoderStream', NodeTextDecoderStream);
    const streams: Array<ReadableStreamDefaultController<Uint8Array>> = [];
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => {
      const body = new ReadableStream<Uint8Array>({ start: (controller) => void streams.push(controller) });
      return new Response(body, { headers: { 'content-type': 'text/event-stream' } });
    });
    vi.stubGlobal('fetch', fetchMock);
    const lastEventIdOf = (call: number) => (fetchMock.mock.calls[call]![1]!.headers as Record<string, string>)['Last-Event-ID'];
    const send = (text: string) => streams.at(-1)!.enqueue(new TextEncoder().encode(text));
    const client = new QueryClient();
    render(
      <QueryClientProvider client={client}>
        <Probe />
      </QueryClientProvider>,
    );
    await vi.waitFor(() => expect(streams).toHaveLength(1));
    expect(lastEventIdOf(0)).toBeUndefined();

    await act(async () => {
      send('event: ready\nid: n0\ndata: {"unread_count": 0}\n\n');
      send(`event: notification\nid: n1\ndata: ${JSON.stringify(notification)}\n\n: heartbeat\n\n`);
    });
    await vi.waitFor(() => expect(client.getQueryData(queryKeys.unreadCount)).toBe(1));
    // The stream ends (a deploy, a proxy's timeout): the hook reconnects after its backoff.
    await act(async () => streams[0]!.close());
    await act(async () => vi.advanceTimersByTimeAsync(2_000));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(lastEventIdOf(1)).toBe('n1');

    // The replay's ready carries the newest id: the next reconnect sends that one.
    await act(async () => send('event: ready\nid: n2\ndata: {"unread_count": 1}\n\n'));
    await act(async () => streams[1]!.close());
    await act(async () => vi.advanceTimersByTimeAsync(5_000));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    expect(lastEventIdOf(2)).toBe('n2');
    vi.useRealTimers();
  });

  it('stays on polling without a token', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <Probe />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('polling')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
