import { describe, expect, it } from 'vitest';
import { POSTPAID_FRAME_EXTRA_HEIGHT_PX } from '../constants';
import { acceptPostpaidMessage, frameHeightFor } from '../frame-messages';

const ORIGIN = 'https://pospago.example.com';
const frameWindow = {} as Window;
const sender = { origin: ORIGIN, window: frameWindow };
const fromFrame = (data: unknown) => ({ origin: ORIGIN, source: frameWindow, data });

describe('acceptPostpaidMessage', () => {
  it.each([
    [{ type: 'resize', height: 812 }],
    [{ type: 'resize', height: 0 }],
    [{ type: 'resize', height: 640.5 }],
    [{ type: 'loader', visible: true }],
    [{ type: 'loader', visible: false }],
    [{ type: 'modal', open: true }],
    [{ type: 'modal', open: false }],
  ])('accepts %j from the frame on the postpaid origin', (data) => {
    expect(acceptPostpaidMessage(fromFrame(data), sender)).toEqual(data);
  });

  it('ignores a well-formed message from another origin', () => {
    const event = { origin: 'https://foreign.example', source: frameWindow, data: { type: 'resize', height: 500 } };
    expect(acceptPostpaidMessage(event, sender)).toBeUndefined();
  });

  it('ignores the postpaid origin when the sender is not the embedded frame', () => {
    const otherWindow = {} as Window;
    const event = { origin: ORIGIN, source: otherWindow, data: { type: 'loader', visible: true } };
    expect(acceptPostpaidMessage(event, sender)).toBeUndefined();
  });

  it('ignores everything while there is no frame window, even a message without a source', () => {
    const event = { origin: ORIGIN, source: null, data: { type: 'modal', open: true } };
    expect(acceptPostpaidMessage(event, { origin: ORIGIN, window: null })).toBeUndefined();
    expect(acceptPostpaidMessage(event, { origin: ORIGIN, window: undefined })).toBeUndefined();
  });

  it.each([
    ['a string', 'resize:500'],
    ['a JSON string', JSON.stringify({ type: 'resize', height: 500 })],
    ['null', null],
    ['an unknown type', { type: 'scroll', top: 0 }],
    ['a missing field', { type: 'resize' }],
    ['a height as text', { type: 'resize', height: '500' }],
    ['a negative height', { type: 'resize', height: -1 }],
    ['an infinite height', { type: 'resize', height: Number.POSITIVE_INFINITY }],
    ['NaN', { type: 'resize', height: Number.NaN }],
    ['a flag as text', { type: 'loader', visible: 'true' }],
    ['a flag as a number', { type: 'modal', open: 1 }],
    ['an extra field', { type: 'modal', open: true, force: true }],
    ['the wrong field for its type', { type: 'loader', open: true }],
  ])('ignores malformed data: %s', (_label, data) => {
    expect(acceptPostpaidMessage(fromFrame(data), sender)).toBeUndefined();
  });
});

describe('frameHeightFor', () => {
  it('is the reported height plus 100 px (spec account 9)', () => {
    expect(POSTPAID_FRAME_EXTRA_HEIGHT_PX).toBe(100);
    expect(frameHeightFor(812)).toBe(912);
    expect(frameHeightFor(0)).toBe(100);
  });

  it('rounds a fractional report up, so the content is never cut', () => {
    expect(frameHeightFor(640.2)).toBe(741);
  });
});
