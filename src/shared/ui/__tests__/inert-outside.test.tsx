import { afterEach, describe, expect, it } from 'vitest';
import { inertOutside } from '../inert-outside';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('inertOutside', () => {
  it('shuts out the siblings of the element and of its ancestors, and undoes only what it did', () => {
    document.body.innerHTML = `
      <div id="splash" inert></div>
      <div id="root"><header><nav id="keep"></nav><button id="beside"></button></header><main id="main"></main></div>`;
    const keep = document.getElementById('keep');
    if (!keep) throw new Error('the fixture has no #keep');
    const restore = inertOutside(keep);

    expect(document.getElementById('beside')).toHaveAttribute('inert');
    expect(document.getElementById('main')).toHaveAttribute('inert');
    expect(document.getElementById('keep')).not.toHaveAttribute('inert');
    expect(document.getElementById('root')).not.toHaveAttribute('inert');

    restore();
    expect(document.getElementById('beside')).not.toHaveAttribute('inert');
    expect(document.getElementById('main')).not.toHaveAttribute('inert');
    // An inert set by someone else (the request splash) stays.
    expect(document.getElementById('splash')).toHaveAttribute('inert');
  });
});
