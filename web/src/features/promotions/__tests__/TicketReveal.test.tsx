import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { TicketReveal } from '../components/TicketReveal';
import { commentError } from '../application-rules';

describe('ticket reveal', () => {
  it.each(['GOLDEN_EGG', 'RED_ENVELOPE', 'PRIZE_WHEEL'] as const)('stages the %s with the prize in the page from the start', (kind) => {
    render(<TicketReveal kind={kind}>You won 28.00!</TicketReveal>);
    const reveal = screen.getByTestId('ticket-reveal');
    expect(reveal.dataset.kind).toBe(kind);
    // The drawing is decoration; the prize is text a screen reader (and reduced motion) gets at once.
    expect(reveal.querySelector('[aria-hidden="true"]')?.childElementCount).toBe(2);
    expect(screen.getByText('You won 28.00!')).toBeTruthy();
  });
});

describe('application comment', () => {
  it('takes 140 characters as a reader counts them, not one more', () => {
    expect(commentError('a'.repeat(140))).toBeNull();
    expect(commentError('a'.repeat(141))?.id).toBe('promotions.apply.commentTooLong');
    // Emoji are one character each, as the gateway counts them.
    expect(commentError('🎉'.repeat(140))).toBeNull();
  });
});
