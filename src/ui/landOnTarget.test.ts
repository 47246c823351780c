import { afterEach, describe, expect, it, vi } from 'vitest';
import { landOnTargets } from './landOnTarget';

describe('landOnTargets', () => {
  let cleanup = () => {};
  afterEach(() => {
    cleanup();
    document.body.innerHTML = '';
  });

  function page() {
    document.body.innerHTML =
      '<a href="#contact">Contact</a><a href="/academics">Academics</a><section id="contact"></section>';
    const section = document.getElementById('contact')!;
    const scrollIntoView = vi.fn();
    section.scrollIntoView = scrollIntoView;
    cleanup = landOnTargets(window);
    const [toSection, toPage] = [...document.querySelectorAll('a')] as [
      HTMLAnchorElement,
      HTMLAnchorElement,
    ];
    // jsdom does not scroll: the tests only click, and say when the scroll ends.
    for (const link of [toSection, toPage])
      link.addEventListener('click', (e) => e.preventDefault());
    return { toSection, toPage, scrollIntoView };
  }

  it('puts the section in place when the scroll its link began ends, once', () => {
    const { toSection, scrollIntoView } = page();
    toSection.click();
    expect(scrollIntoView).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('scrollend'));
    expect(scrollIntoView).toHaveBeenCalledExactlyOnceWith({ behavior: 'instant' });
    window.dispatchEvent(new Event('scrollend'));
    expect(scrollIntoView).toHaveBeenCalledOnce();
  });

  it('leaves a reader who scrolls or presses a key meanwhile where they are', () => {
    const { toSection, scrollIntoView } = page();
    for (const type of ['wheel', 'touchstart', 'keydown']) {
      toSection.click();
      window.dispatchEvent(new Event(type));
      window.dispatchEvent(new Event('scrollend'));
    }
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('leaves a scroll that ends long after the click to the reader', () => {
    vi.useFakeTimers();
    try {
      const { toSection, scrollIntoView } = page();
      toSection.click();
      vi.advanceTimersByTime(10_000);
      window.dispatchEvent(new Event('scrollend'));
      expect(scrollIntoView).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });

  it('does nothing for links to other pages, or after the cleanup', () => {
    const { toSection, toPage, scrollIntoView } = page();
    toPage.click();
    window.dispatchEvent(new Event('scrollend'));
    cleanup();
    toSection.click();
    window.dispatchEvent(new Event('scrollend'));
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});
