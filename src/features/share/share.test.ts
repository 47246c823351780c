// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { currentPage, sharePage } from './share';

const page = { title: 'Brochure', text: 'The school at a glance', url: 'https://example.org/hi/' };
const copies = (result: boolean) => vi.fn((text: string) => Promise.resolve(text !== '' && result));

describe('sharing a page', () => {
  it('hands the title, text and address to the share sheet where the browser has one', async () => {
    const share = vi.fn(() => Promise.resolve());
    const copy = copies(true);
    expect(await sharePage(page, { share }, copy)).toBe('shared');
    expect(share).toHaveBeenCalledWith(page);
    expect(copy).not.toHaveBeenCalled();
  });

  it('says nothing when the parent closes the share sheet', async () => {
    const share = vi.fn(() => Promise.reject(new DOMException('Share canceled', 'AbortError')));
    const copy = copies(true);
    expect(await sharePage(page, { share }, copy)).toBe('cancelled');
    expect(copy).not.toHaveBeenCalled();
  });

  it('copies the address when the share sheet refuses', async () => {
    const share = vi.fn(() => Promise.reject(new DOMException('No tap', 'NotAllowedError')));
    const copy = copies(true);
    expect(await sharePage(page, { share }, copy)).toBe('copied');
    expect(copy).toHaveBeenCalledWith(page.url);
  });

  it('copies the address when the browser cannot share this', async () => {
    const share = vi.fn(() => Promise.resolve());
    const copy = copies(true);
    expect(await sharePage(page, { share, canShare: () => false }, copy)).toBe('copied');
    expect(share).not.toHaveBeenCalled();
  });

  it('copies the address where there is no share sheet, else leaves it to the parent', async () => {
    expect(await sharePage(page, {}, copies(true))).toBe('copied');
    expect(await sharePage(page, {}, copies(false))).toBe('manual');
  });
});

describe('the page to share', () => {
  it('is the page’s title, description and address, without its #section', () => {
    document.title = 'स्कूल ब्रोशर';
    const meta = document.createElement('meta');
    meta.name = 'description';
    meta.content = 'एक नज़र में स्कूल';
    document.head.append(meta);
    window.history.replaceState(null, '', '/hi/brochure#brochure-visit');
    expect(currentPage()).toEqual({
      title: 'स्कूल ब्रोशर',
      text: 'एक नज़र में स्कूल',
      url: `${location.origin}/hi/brochure`,
    });
    meta.remove();
  });
});
