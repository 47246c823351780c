// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { island } from './Island';
import { ISLAND_ATTRIBUTE, markHydrated } from './hydrated';

describe('an island', () => {
  it('comes live with one render of its own: marking it live renders only the wrapper again', async () => {
    let renders = 0;
    function Part() {
      renders++;
      return <p>The rest of the page</p>;
    }
    const { Island } = island('rest', () => Promise.resolve(Part));
    const { container } = render(<Island />);
    await act(async () => {
      markHydrated();
      await Promise.resolve(); // the part's code arrives
    });
    const wrapper = container.querySelector(`[${ISLAND_ATTRIBUTE}="rest"]`);
    expect(wrapper?.hasAttribute('data-live')).toBe(true);
    expect(wrapper?.textContent).toBe('The rest of the page');
    expect(renders).toBe(1);
  });
});
