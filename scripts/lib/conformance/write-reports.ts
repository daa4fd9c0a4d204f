import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { junitReport } from './junit-report';
import { markdownReport } from './markdown-report';
import type { ConformanceResult } from './types';

export const DEFAULT_REPORT_DIR = 'reports/contract';
export const MARKDOWN_REPORT_FILE = 'contract-check.md';
export const JUNIT_REPORT_FILE = 'contract-check.junit.xml';

/** Writes the Markdown and JUnit XML reports into `dir` (made if missing); returns their paths. */
export async function writeReports(result: ConformanceResult, dir: string): Promise<{ markdown: string; junit: string }> {
  await mkdir(dir, { recursive: true });
  const markdown = path.join(dir, MARKDOWN_REPORT_FILE);
  const junit = path.join(dir, JUNIT_REPORT_FILE);
  await Promise.all([writeFile(markdown, markdownReport(result)), writeFile(junit, junitReport(result))]);
  return { markdown, junit };
}
