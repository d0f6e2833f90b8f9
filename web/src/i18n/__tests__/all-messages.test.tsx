import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useIntl } from 'react-intl';
import { ensureAllMessages, withAllMessages } from '../all-messages';
import { isFirstPaintMessage } from '../first-paint-messages';
import { setActiveLocale } from '../locale';
import { LocaleProvider } from '../LocaleProvider';
import { firstPaintMessages } from '../messages';
import vi from '../messages/vi.json';

function Texts() {
  const intl = useIntl();
  return (
    <p data-testid="texts">
      {intl.formatMessage({ id: 'app.brand' })} / {intl.formatMessage({ id: 'contracts.kind.DIVIDEND' })}
    </p>
  );
}

describe('the default language in two parts', () => {
  it("ships only the first paint's messages in the main part, and every message in one of the parts", () => {
    const first = Object.keys(firstPaintMessages);
    expect(first.length).toBeGreaterThan(100);
    expect(first.length).toBeLessThan(Object.keys(vi).length);
    expect(first.every(isFirstPaintMessage)).toBe(true);
    expect(firstPaintMessages['contracts.kind.DIVIDEND']).toBeUndefined();
  });

  it('shows the rest of the texts once a lazy part of the app has loaded them', async () => {
    setActiveLocale('vi');
    render(
      <LocaleProvider initialLocale="vi" initialMessages={firstPaintMessages}>
        <Texts />
      </LocaleProvider>,
    );
    // Before: the id stands in for the missing text.
    expect(screen.getByTestId('texts').textContent).toBe(`${vi['app.brand']} / contracts.kind.DIVIDEND`);

    const lazyPart = withAllMessages(async () => 'page code');
    await act(async () => {
      expect(await lazyPart()).toBe('page code');
    });
    expect(screen.getByTestId('texts').textContent).toBe(`${vi['app.brand']} / ${vi['contracts.kind.DIVIDEND']}`);
    await expect(ensureAllMessages()).resolves.toBeUndefined();
  });
});
