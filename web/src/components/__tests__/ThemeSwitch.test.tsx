import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { useTheme } from '../../lib/theme/useTheme';
import { renderWithProviders } from '../../test/render';
import { ThemeSwitch } from '../ThemeSwitch';

function ConnectedThemeSwitch() {
  const { theme, setTheme } = useTheme();
  return <ThemeSwitch value={theme} onChange={setTheme} />;
}

describe('ThemeSwitch', () => {
  it('starts dark and toggles data-theme on <html>, remembering the choice', () => {
    renderWithProviders(<ConnectedThemeSwitch />);
    const html = document.documentElement;
    expect(html.dataset.theme).toBe('dark');
    expect(screen.getByRole('group', { name: 'Theme' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Black' }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Blue' }));
    expect(html.dataset.theme).toBe('light');
    expect(window.localStorage.getItem('theme')).toBe('light');
    expect(screen.getByRole('button', { name: 'Blue' }).getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Black' }));
    expect(html.dataset.theme).toBe('dark');
    expect(window.localStorage.getItem('theme')).toBe('dark');
  });

  it('restores the stored theme', () => {
    window.localStorage.setItem('theme', 'light');
    renderWithProviders(<ConnectedThemeSwitch />, { locale: 'vi' });
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(screen.getByRole('button', { name: 'Xanh' }).getAttribute('aria-pressed')).toBe('true');
  });
});
