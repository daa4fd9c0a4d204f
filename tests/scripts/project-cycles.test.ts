import { describe, expect, it, vi } from 'vitest';
import { failOnProjectCycles } from '../../scripts/lib/project-cycles';

const cycle = (...ids: string[]) => ({ code: 'CIRCULAR_DEPENDENCY', message: `Circular dependency: ${ids.join(' -> ')}.`, ids });

describe('import cycles in the builds', () => {
  it('fail the build when a module of the site is in the circle, naming the circle', () => {
    const handler = vi.fn();
    expect(() => failOnProjectCycles('warn', cycle('/work/src/a.ts', '/work/src/b.ts', '/work/src/a.ts'), handler)).toThrow(
      'Circular dependency: /work/src/a.ts -> /work/src/b.ts -> /work/src/a.ts. Modules of the site must not import each other in a circle.',
    );
    expect(() => failOnProjectCycles('warn', cycle('node_modules/zod/a.js', '/work/src/a.ts'), handler)).toThrow();
    expect(handler).not.toHaveBeenCalled();
  });

  it('leave the cycles inside packages alone, and pass every other log on', () => {
    const handler = vi.fn();
    failOnProjectCycles('warn', cycle('node_modules/zod/v4/core/core.js', 'node_modules/zod/v4/core/util.js'), handler);
    failOnProjectCycles('warn', cycle('/work/node_modules/msw/lib/a.mjs', '/work/node_modules/msw/lib/b.mjs'), handler);
    expect(handler).not.toHaveBeenCalled();
    const other = { code: 'EVAL', message: 'eval' };
    failOnProjectCycles('warn', other, handler);
    expect(handler).toHaveBeenCalledWith('warn', other);
  });
});
