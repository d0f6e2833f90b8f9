import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { testMessages } from '../../test/messages';
import { Modal } from '../Modal';

function Dialogs({ closeOnBackdrop }: { closeOnBackdrop?: boolean }) {
  const [outer, setOuter] = useState(true);
  const [inner, setInner] = useState(false);
  return outer ? (
    <Modal title="Outer" onClose={() => setOuter(false)} closeOnBackdrop={closeOnBackdrop}>
      <p>outer body</p>
      {/* As in the app, a nested dialog opens after its parent. */}
      <button type="button" onClick={() => setInner(true)}>
        more
      </button>
      {inner ? (
        <Modal title="Inner" onClose={() => setInner(false)}>
          <p>inner body</p>
        </Modal>
      ) : null}
    </Modal>
  ) : null;
}

function clickOn(element: Element) {
  fireEvent.mouseDown(element);
  fireEvent.click(element);
}

function renderDialogs(closeOnBackdrop?: boolean) {
  render(
    <IntlProvider locale="en" messages={testMessages.en}>
      <Dialogs closeOnBackdrop={closeOnBackdrop} />
    </IntlProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'more' }));
}

describe('modal background click', () => {
  it('closes only the modal whose background was clicked, not on a click inside it', () => {
    renderDialogs();
    clickOn(screen.getByText('inner body'));
    expect(screen.getByRole('dialog', { name: 'Inner' })).toBeTruthy();
    const [outerBackdrop, innerBackdrop] = screen.getAllByTestId('modal-backdrop');
    clickOn(innerBackdrop!);
    expect(screen.queryByRole('dialog', { name: 'Inner' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeTruthy();
    clickOn(outerBackdrop!);
    expect(screen.queryByRole('dialog', { name: 'Outer' })).toBeNull();
  });

  it('stays open when click-to-close is off', () => {
    renderDialogs(false);
    const [outerBackdrop] = screen.getAllByTestId('modal-backdrop');
    clickOn(screen.getAllByTestId('modal-backdrop')[1]!);
    clickOn(outerBackdrop!);
    expect(screen.getByRole('dialog', { name: 'Outer' })).toBeTruthy();
  });

  it('ignores a drag from the dialog onto the background', () => {
    renderDialogs();
    const innerBackdrop = screen.getAllByTestId('modal-backdrop')[1]!;
    fireEvent.mouseDown(screen.getByText('inner body'));
    fireEvent.click(innerBackdrop);
    expect(screen.getByRole('dialog', { name: 'Inner' })).toBeTruthy();
  });
});
