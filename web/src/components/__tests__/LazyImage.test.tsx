import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render } from '@testing-library/react';
import { LazyImage } from '../LazyImage';

/** An observer the test drives: it keeps what it was made with and what it watches. */
class DrivenObserver {
  static made: DrivenObserver[] = [];
  readonly watched = new Set<Element>();
  constructor(
    readonly report: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit | undefined,
  ) {
    DrivenObserver.made.push(this);
  }
  observe(element: Element) {
    this.watched.add(element);
  }
  unobserve(element: Element) {
    this.watched.delete(element);
  }
  disconnect() {
    this.watched.clear();
  }
  takeRecords() {
    return [];
  }
  /** Reports that `share` of every watched element is inside the margin. */
  show(share: number) {
    const entries = [...this.watched].map((target) => ({ target, isIntersecting: share > 0, intersectionRatio: share }) as IntersectionObserverEntry);
    act(() => this.report(entries, this as unknown as IntersectionObserver));
  }
}

beforeAll(() => {
  vi.stubGlobal('IntersectionObserver', DrivenObserver);
});
afterAll(() => {
  vi.unstubAllGlobals();
});

const picture = (src: string) => <LazyImage src={src} alt="Slot" fallback={<span>no picture</span>} />;

describe('LazyImage', () => {
  it('asks for its picture once a tenth of it is within 1.3 screens, and shows a loaded picture again at once', () => {
    const first = render(picture('https://cdn.example/1.png'));
    const image = () => first.getByRole('img', { name: 'Slot' });
    expect(image().getAttribute('src')).toBeNull();
    const [observer] = DrivenObserver.made;
    expect(observer?.options).toEqual({ rootMargin: '130% 0px', threshold: 0.1 });
    observer?.show(0.05);
    expect(image().getAttribute('src')).toBeNull();
    observer?.show(0.1);
    expect(image().getAttribute('src')).toBe('https://cdn.example/1.png');
    fireEvent.load(image());
    first.unmount();

    // Mounted again (a list re-rendered, a page revisited): the cache says it loaded, so no wait.
    const again = render(picture('https://cdn.example/1.png'));
    expect(again.container.querySelector('img')?.getAttribute('src')).toBe('https://cdn.example/1.png');
    // One never loaded still waits.
    const other = render(picture('https://cdn.example/2.png'));
    expect(other.container.querySelector('img')?.hasAttribute('src')).toBe(false);
  });

  it('loads at once when eager', () => {
    const { getByRole } = render(<LazyImage src="https://cdn.example/3.png" alt="Banner" eager fallback={null} />);
    expect(getByRole('img', { name: 'Banner' }).getAttribute('src')).toBe('https://cdn.example/3.png');
  });
});
