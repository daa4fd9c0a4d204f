import type { Page } from '@playwright/test';
import { expect } from '../fixtures';

/**
 * Watches a real-mode page for the Content Security Policy (decision 120): every document must
 * arrive with the policy header (frame-ancestors included) and nothing the pages do may be
 * reported as a violation. Call `watchContentSecurityPolicy` before the first load and
 * `expectNoPolicyViolations` at the end of the test.
 */
export type PolicyWatch = { violations: string[]; documents: Array<{ url: string; policy: string | undefined }> };

export async function watchContentSecurityPolicy(page: Page): Promise<PolicyWatch> {
  const watch: PolicyWatch = { violations: [], documents: [] };
  await page.exposeFunction('__reportPolicyViolation', (violation: string) => watch.violations.push(violation));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportPolicyViolation: (violation: string) => void }).__reportPolicyViolation;
      void report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  page.on('response', (response) => {
    if (response.request().resourceType() === 'document' && response.frame() === page.mainFrame()) {
      watch.documents.push({ url: response.url(), policy: response.headers()['content-security-policy'] });
    }
  });
  return watch;
}

export function expectNoPolicyViolations(watch: PolicyWatch): void {
  expect(watch.documents.length, 'documents loaded').toBeGreaterThan(0);
  for (const document of watch.documents) {
    expect(document.policy, `the policy header of ${document.url}`).toMatch(/frame-ancestors 'self'/);
    expect(document.policy).toMatch(/connect-src 'self' /);
  }
  expect(watch.violations, 'Content Security Policy violations').toEqual([]);
}
