/**
 * `npm install` (its `prepare` step) installs the pre-commit hook of package.json's
 * "simple-git-hooks" key. Plain JavaScript: it runs before anything is compiled, in any clone.
 * It installs nothing, and never fails the install, where a hook has no business:
 * - in CI (CI set), which runs `npm test` itself;
 * - with SKIP_INSTALL_SIMPLE_GIT_HOOKS=1, for whoever wants no hook;
 * - outside a git checkout (a tarball, a copy without .git);
 * - in a linked worktree, whose hooks are those of the main checkout and of every other worktree
 *   of the repository: install from the main checkout (`npx simple-git-hooks` there).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const gitEntry = path.join(root, '.git');
const binary = path.join(root, 'node_modules/.bin/simple-git-hooks');

function reasonToSkip() {
  if (process.env.CI && process.env.CI !== 'false') return 'CI is set';
  if (['1', 'true'].includes(process.env.SKIP_INSTALL_SIMPLE_GIT_HOOKS ?? '')) return 'SKIP_INSTALL_SIMPLE_GIT_HOOKS is set';
  if (!existsSync(gitEntry)) return 'not a git checkout';
  if (!statSync(gitEntry).isDirectory()) return 'a linked worktree shares the hooks of the main checkout: run `npx simple-git-hooks` there';
  if (!existsSync(binary)) return 'simple-git-hooks is not installed (dev dependencies left out)';
  return undefined;
}

const skip = reasonToSkip();
if (skip) {
  console.log(`[git hooks] pre-commit hook not installed: ${skip}`);
} else {
  const result = spawnSync(binary, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) console.warn('[git hooks] simple-git-hooks failed; the install goes on without the pre-commit hook');
}
