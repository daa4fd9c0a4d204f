/** The part of jsdom 29's API that the build's page renderer uses (jsdom ships no types of its own). */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string, options?: { url?: string; pretendToBeVisual?: boolean });
    readonly window: Window & typeof globalThis;
    reconfigure(settings: { url?: string }): void;
  }
}
