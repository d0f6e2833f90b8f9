import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { createCache } from '../../../lib/apollo/cache';
import { renderWithProviders } from '../../../test/render';
import { HelpCentre, HelpCentreTopicFragment } from '../components/HelpCentre';

const topic = (id: string, title: string, children: object[] = []) => ({
  __typename: 'HelpTopic',
  id,
  title,
  tag: null,
  content: `<p>About ${title}</p>`,
  children,
});

const topics = [
  topic('1', 'About us', [topic('1.1', 'Licences'), topic('1.2', 'Responsible gaming')]),
  topic('2', 'Deposits'),
];

function renderHelp(path = '/help') {
  const cache = createCache();
  for (const item of topics) {
    cache.writeFragment({ fragment: HelpCentreTopicFragment, fragmentName: 'HelpCentre_topic', data: item as never });
  }
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <HelpCentre topics={topics.map(({ __typename, id }) => ({ __typename, id })) as never} />
    </MemoryRouter>,
    { cache },
  );
}

beforeEach(() => {
  window.scrollTo = vi.fn() as never;
  Element.prototype.scrollIntoView = vi.fn();
});

describe('HelpCentre', () => {
  it('lists the topics with their sub-topics and content, and opens at the top', () => {
    renderHelp();
    expect(screen.getByRole('heading', { level: 1, name: 'Help centre' })).toBeTruthy();
    const contents = within(screen.getByRole('navigation', { name: 'Contents' }));
    expect(contents.getByRole('link', { name: 'About us' }).getAttribute('href')).toBe('#help-1');
    const about = within(screen.getByRole('region', { name: 'About us' }));
    expect(about.getByRole('heading', { level: 3, name: 'Licences' })).toBeTruthy();
    expect(about.getByText('About Responsible gaming')).toBeTruthy();
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0 });
  });

  it('opens at the topic a /help#… link names', () => {
    renderHelp('/help#help-2');
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
    expect(window.scrollTo).not.toHaveBeenCalled();
    expect(screen.getByRole('link', { name: 'Deposits' }).getAttribute('aria-current')).toBe('location');
  });
});
