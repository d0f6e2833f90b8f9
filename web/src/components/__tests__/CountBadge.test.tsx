import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { CountBadge } from '../CountBadge';

describe('count badge', () => {
  it('shows nothing at 0 and 99+ above 99', () => {
    const { container, rerender } = render(<CountBadge count={0} label="none" />);
    expect(container.textContent).toBe('');
    rerender(<CountBadge count={120} label="120 unread messages" />);
    expect(container.textContent).toBe('99+120 unread messages');
  });
});
