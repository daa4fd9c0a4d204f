import type { Rolldown } from 'vite';

/**
 * A cycle between the project's own modules fails the build: modules initialise in bundle order,
 * and a cycle can leave one reading another before it has run. The bundler sees the imports that
 * reach the bundle (types erased, as at run time), in a fraction of the time ESLint's
 * import/no-cycle took to rebuild the graph (two fifths of the lint stage). Cycles inside
 * packages are theirs to keep.
 */
export const failOnProjectCycles: NonNullable<Rolldown.InputOptions['onLog']> = (level, log, handler) => {
  if (log.code !== 'CIRCULAR_DEPENDENCY') return handler(level, log);
  if ((log.ids ?? []).every((id) => /(^|[\\/])node_modules[\\/]/.test(id))) return;
  throw new Error(`${log.message} Modules of the site must not import each other in a circle.`);
};
