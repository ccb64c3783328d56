// The stack's API processes run on jemalloc when Debian's libjemalloc2 is installed (.ci/run
// installs it), else on glibc with two arenas, and with V8's heap growth bounded; an operator's own
// choice is left alone.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allocator, API_V8_FLAGS, JEMALLOC, v8Flags } from './stack.ts';

describe("the API processes' allocator", () => {
  it('is jemalloc, giving freed pages back within a second, when it is installed', () => {
    expect(existsSync(JEMALLOC)).toBe(true);
    const env = allocator({});
    expect(env).toEqual({ LD_PRELOAD: JEMALLOC, MALLOC_CONF: expect.stringContaining('dirty_decay_ms:1000') });
    // A process started with it has jemalloc mapped, and takes the settings without a warning.
    const out = execFileSync(process.execPath, ['-e', "process.stdout.write(require('fs').readFileSync('/proc/self/maps', 'utf8'))"], {
      env: { ...process.env, ...env },
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    expect(out).toContain('libjemalloc.so.2');
  });

  it('is glibc with two arenas without it', () => {
    expect(allocator({}, '/nowhere/libjemalloc.so.2')).toEqual({ MALLOC_ARENA_MAX: '2' });
    expect(allocator({ MALLOC_ARENA_MAX: '4' }, '/nowhere/libjemalloc.so.2')).toEqual({ MALLOC_ARENA_MAX: '4' });
  });

  it("leaves an operator's LD_PRELOAD or MALLOC_CONF as it is", () => {
    expect(allocator({ LD_PRELOAD: '/opt/tcmalloc.so' })).toEqual({});
    expect(allocator({ MALLOC_CONF: 'narenas:4' })).toEqual({});
  });
});

describe("the API processes' V8 flags", () => {
  it('bound the heap growth before a full collection, and are flags this Node accepts (it exits on an unknown one)', () => {
    expect(v8Flags({})).toEqual(['--heap-growing-percent=50']);
    const out = execFileSync(process.execPath, [...API_V8_FLAGS, '-e', "process.stdout.write(String(require('v8').getHeapStatistics().total_heap_size > 0))"], { encoding: 'utf8' });
    expect(out).toBe('true');
  });

  it("are an operator's own when STACK_API_NODE_FLAGS is set, none when it is empty", () => {
    expect(v8Flags({ STACK_API_NODE_FLAGS: '--max-old-space-size=512 --heap-growing-percent=30' })).toEqual(['--max-old-space-size=512', '--heap-growing-percent=30']);
    expect(v8Flags({ STACK_API_NODE_FLAGS: '' })).toEqual([]);
  });
});
