// @vitest-environment jsdom
import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createServerI18n } from '../../i18n/server';
import mr from '../../../locales/mr/share.json';
import { ShareButton } from './ShareButton';

function renderIn() {
  render(
    <I18nextProvider i18n={createServerI18n('mr')}>
      <ShareButton className="button" />
    </I18nextProvider>,
  );
  return screen.getByRole('button', { name: mr.button });
}

/** Taps, then lets the share sheet, the clipboard and React settle (promises, no timers). */
const tap = async (button: HTMLElement) => {
  await act(async () => {
    fireEvent.click(button);
    for (let turn = 0; turn < 10; turn++) await Promise.resolve();
  });
};

/** The browser's share sheet and clipboard, as a test sets them. */
function browserWith(share?: () => Promise<void>, writeText?: () => Promise<void>) {
  Object.defineProperty(navigator, 'share', { configurable: true, value: share });
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
  // jsdom has no copy command: the older way to copy fails too.
  // eslint-disable-next-line @typescript-eslint/no-deprecated
  document.execCommand = () => false;
}

describe('the share button', () => {
  afterEach(() => browserWith());

  it('says nothing once the share sheet has the page, or the parent closed it', async () => {
    browserWith(() => Promise.reject(new DOMException('Share canceled', 'AbortError')));
    await tap(renderIn());
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('says, in the page’s language, that it copied the link', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    browserWith(undefined, writeText);
    await tap(renderIn());
    expect(writeText).toHaveBeenCalledWith(`${location.origin}${location.pathname}`);
    expect(screen.getByRole('status')).toHaveTextContent(mr.copied);
  });

  it('shows the link, selected, to copy by hand when it cannot be copied', async () => {
    browserWith(undefined, () => Promise.reject(new DOMException('Denied', 'NotAllowedError')));
    await tap(renderIn());
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: mr.manualHint });
    expect(field).toHaveValue(`${location.origin}${location.pathname}`);
    expect(field).toHaveFocus();
    expect(field.selectionEnd! - field.selectionStart!).toBe(field.value.length);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
