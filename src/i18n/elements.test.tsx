// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { placeholdersFor, withElements } from './elements';

describe('withElements', () => {
  it('puts elements where the sentence has its placeholders, in the sentence’s own order', () => {
    const { container } = render(
      <p>
        {withElements('{{from}} से {{to}} तक', {
          from: <time dateTime="08:00">सुबह 8:00</time>,
          to: <time dateTime="16:00">दोपहर 4:00</time>,
        })}
      </p>,
    );
    expect(container.innerHTML).toBe(
      '<p><time datetime="08:00">सुबह 8:00</time> से <time datetime="16:00">दोपहर 4:00</time> तक</p>',
    );
  });

  it('leaves a placeholder it has no element for as written, so the mistake shows', () => {
    const { container } = render(<p>{withElements('{{from}} – {{until}}', { from: 'a' })}</p>);
    expect(container.textContent).toBe('a – {{until}}');
  });

  it('hands the placeholders back as interpolation values', () => {
    expect(placeholdersFor('from', 'to')).toEqual({ from: '{{from}}', to: '{{to}}' });
  });
});
