// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { laterPart } from './LaterPart';
import { LATER_PART_ATTRIBUTE, markPageLive } from './pageLive';

describe('a later part', () => {
  it('comes live with one render of its own: marking it live renders only the wrapper again', async () => {
    let renders = 0;
    function Part() {
      renders++;
      return <p>The rest of the page</p>;
    }
    const { LaterPart } = laterPart('rest', () => Promise.resolve(Part));
    const { container } = render(<LaterPart />);
    await act(async () => {
      markPageLive();
      await Promise.resolve(); // the part's code arrives
    });
    const wrapper = container.querySelector(`[${LATER_PART_ATTRIBUTE}="rest"]`);
    expect(wrapper?.hasAttribute('data-live')).toBe(true);
    expect(wrapper?.textContent).toBe('The rest of the page');
    expect(renders).toBe(1);
  });
});
