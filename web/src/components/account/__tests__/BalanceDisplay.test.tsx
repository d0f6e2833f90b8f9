import { afterEach, describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/render';
import { setMoneyUnit } from '../../../lib/money/money-unit';
import { BalanceDisplay } from '../BalanceDisplay';

afterEach(() => setMoneyUnit(''));

// How the header shows its balance; where the figure comes from is app/__tests__/HeaderFigures.test.tsx.
describe('BalanceDisplay', () => {
  it('shows "Updating…", busy, while there is no balance (the gateway answered it null)', () => {
    renderWithProviders(<BalanceDisplay wallet={null} />);
    expect(screen.getByTestId('balance').textContent).toBe('Updating…');
    expect(screen.getByTestId('balance').getAttribute('aria-busy')).toBe('true');
  });

  it("shows the sum in the platform's unit, and hides and shows it", () => {
    setMoneyUnit('K');
    renderWithProviders(<BalanceDisplay wallet={{ sumBalance: '1234.50' }} />);
    expect(screen.getByTestId('balance').textContent).toBe('1,234.50\u00a0K');
    expect(screen.getByTestId('balance').getAttribute('aria-busy')).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Hide balance' }));
    expect(screen.getByTestId('balance').textContent).toBe('••••••');
    expect(screen.queryByText(/K/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show balance' }));
    expect(screen.getByTestId('balance').textContent).toBe('1,234.50\u00a0K');
  });
});
