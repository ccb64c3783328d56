// The stack's API processes run on jemalloc when Debian's libjemalloc2 is installed (.ci/run
// installs it), else on glibc with two arenas; an operator's own choice is left alone.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { allocator, JEMALLOC } from './stack.ts';

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
