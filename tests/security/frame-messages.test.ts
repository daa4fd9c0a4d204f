import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { postpaidFrameAddress } from '@/features/postpaid/frame-address';
import { acceptPostpaidMessage } from '@/features/postpaid/frame-messages';
import { callbackQueryOf } from '@/features/sso/callback-query';

/**
 * Foreign frames (issue 15, decision 121): what another origin, another window or a malformed
 * payload sends the postpaid page or the identity provider's callback changes nothing.
 */
const POSTPAID_ORIGIN = 'https://pospago.bait.example';
const frameWindow = {} as Window;
const sender = { origin: POSTPAID_ORIGIN, window: frameWindow };
const VALID = { type: 'resize', height: 500 };

/** Origins that must never be taken for the postpaid host's. */
const foreignOrigins = fc.oneof(
  fc.webUrl().map((url) => new URL(url).origin),
  fc.constantFrom(
    'null',
    '',
    'http://pospago.bait.example',
    'https://pospago.bait.example:444',
    'https://pospago.bait.example.evil.example',
    'https://evil.example',
    'https://sub.pospago.bait.example',
    'HTTPS://POSPAGO.BAIT.EXAMPLE',
    `${POSTPAID_ORIGIN}/`,
  ),
);

describe('postpaid frame messages', () => {
  it('from any other origin are ignored, whatever they say', () => {
    fc.assert(
      fc.property(foreignOrigins, fc.constantFrom<unknown>(VALID, { type: 'loader', visible: true }, { type: 'modal', open: true }), (origin, data) => {
        expect(acceptPostpaidMessage({ origin, source: frameWindow, data }, sender)).toBeUndefined();
      }),
    );
  });

  it('from another window of the right origin (a popup, another frame) are ignored', () => {
    for (const source of [null, {} as Window, globalThis as unknown as Window]) {
      expect(acceptPostpaidMessage({ origin: POSTPAID_ORIGIN, source, data: VALID }, sender)).toBeUndefined();
    }
  });

  it('with any malformed data are ignored and never throw', () => {
    const known = (data: unknown) =>
      typeof data === 'object' && data !== null && ['resize', 'loader', 'modal'].includes((data as { type?: unknown }).type as string);
    fc.assert(
      fc.property(fc.anything({ withNullPrototype: true, withObjectString: true, withBoxedValues: true }), (data) => {
        const accepted = acceptPostpaidMessage({ origin: POSTPAID_ORIGIN, source: frameWindow, data }, sender);
        if (!known(data)) expect(accepted).toBeUndefined();
      }),
    );
  });

  it('carrying a poisoned prototype are ignored and pollute nothing', () => {
    // Message data is a structured clone: own keys such as __proto__ arrive, accessors do not.
    const poisoned = JSON.parse('{"type":"resize","height":10,"__proto__":{"polluted":true}}') as unknown;
    expect(acceptPostpaidMessage({ origin: POSTPAID_ORIGIN, source: frameWindow, data: poisoned }, sender)).toBeUndefined();
    expect(({} as { polluted?: boolean }).polluted).toBeUndefined();
  });

  it('are only ever expected from an http(s) frame address: nothing else is framed', () => {
    for (const address of ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'blob:https://x/1', 'about:blank', 'file:///etc/passwd', '  ']) {
      expect(postpaidFrameAddress(address, undefined, 'https://www.bait.example/mi-bait-pospago')).toBeUndefined();
    }
    expect(postpaidFrameAddress('/pospago/index.html', undefined, 'https://www.bait.example/x')?.origin).toBe('https://www.bait.example');
  });
});

describe("the identity provider's callback query", () => {
  it('never throws and exchanges a code only when one is there; a refusal always wins', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom('code', 'authcode', 'state', 'email_verify', 'error', 'redirect', '__proto__'), fc.string()), { maxLength: 6 }),
        (pairs) => {
          const search = new URLSearchParams(pairs);
          const query = callbackQueryOf(search);
          if (search.get('error')) expect(query).toEqual({ kind: 'cancelled' });
          else if (query.kind === 'code') {
            expect(query.values.authcode).not.toBe('');
            expect(typeof query.values.state).toBe('string');
            expect(query.values.emailVerified).toBe(search.get('email_verify') === 'true');
          } else expect(query).toEqual({ kind: 'none' });
        },
      ),
    );
  });

  it('reads nothing but the code, the state and the verification flag', () => {
    const query = callbackQueryOf(new URLSearchParams('code=abc&state=s1&email_verify=TRUE&redirect=https://evil.example&__proto__=x'));
    expect(query).toEqual({ kind: 'code', values: { authcode: 'abc', state: 's1', emailVerified: false } });
  });
});
