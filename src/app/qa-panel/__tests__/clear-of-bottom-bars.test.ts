// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { liftOverBottomBars } from '../clear-of-bottom-bars';

const VIEWPORT = 844;
const ZONE = 64;

/** Gives an element the box a browser would lay out (jsdom lays out nothing). */
function place(element: Element, box: { top: number; left: number; width: number; height: number }) {
  element.getBoundingClientRect = () => ({ ...box, bottom: box.top + box.height, right: box.left + box.width, x: box.left, y: box.top, toJSON: () => box });
}

/** The one element of `selector` in `root`; a missing one fails the test. */
function only(root: ParentNode, selector: string): Element {
  const element = root.querySelector(selector);
  if (!element) throw new Error(`no ${selector}`);
  return element;
}

function bar(html: string, box: { top: number; height: number; left?: number; width?: number }): HTMLElement {
  const element = document.createElement('section');
  element.setAttribute('data-fixed-bottom', '');
  element.innerHTML = html;
  place(element, { left: 0, width: 390, ...box });
  document.body.append(element);
  return element;
}

describe('liftOverBottomBars', () => {
  afterEach(() => document.body.replaceChildren());

  it('lifts the QA button above a cookie notice whose buttons reach the left edge (a phone)', () => {
    const notice = bar('<p>Cookies</p><button>Configurar</button><button>Aceptar</button>', { top: 600, height: 244 });
    place(only(notice, 'button:first-of-type'), { top: 760, left: 16, width: 170, height: 44 });
    place(only(notice, 'button:last-of-type'), { top: 760, left: 200, width: 170, height: 44 });
    expect(liftOverBottomBars(document, VIEWPORT, ZONE)).toBe(244);
  });

  it('stays beside a bottom strip whose controls keep to the right, and takes the tallest bar that matters', () => {
    const strip = bar('<a href="/a">f</a>', { top: 792, height: 52 });
    place(only(strip, 'a'), { top: 796, left: 100, width: 44, height: 44 });
    expect(liftOverBottomBars(document, VIEWPORT, ZONE)).toBe(0);
    place(only(strip, 'a'), { top: 796, left: 20, width: 44, height: 44 });
    expect(liftOverBottomBars(document, VIEWPORT, ZONE)).toBe(52);
    const notice = bar('<button>Aceptar</button>', { top: 700, height: 144 });
    place(only(notice, 'button'), { top: 780, left: 16, width: 100, height: 44 });
    expect(liftOverBottomBars(document, VIEWPORT, ZONE)).toBe(144);
  });

  it('ignores a bar that does not reach the bottom (the desktop social column), a hidden bar and hidden controls', () => {
    const column = bar('<a href="/a">f</a>', { top: 300, height: 300, left: 0, width: 60 });
    place(only(column, 'a'), { top: 310, left: 8, width: 44, height: 44 });
    bar('<button>Aceptar</button>', { top: 844, height: 0 });
    const withHidden = bar('<button>Oculto</button>', { top: 800, height: 44 });
    place(only(withHidden, 'button'), { top: 0, left: 0, width: 0, height: 0 });
    expect(liftOverBottomBars(document, VIEWPORT, ZONE)).toBe(0);
  });
});
