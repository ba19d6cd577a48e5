/** The delivery counters head a customer with their masked card code, never a whole one. */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { CustomerHeader } from '../../src/areas/boards/delivery/CustomerHeader';

afterEach(() => cleanup());

const CODE = 'CRNBCDEFGHJKLMNPQRSTUVWX7QK';

describe('CustomerHeader', () => {
  it('shows the masked code the server sends', () => {
    render(<CustomerHeader customer={{ name: 'Valentina Gómez Rojas', code: '…X7QK', url: null }} />);
    expect(screen.getByTestId('customer-name').textContent).toBe('Valentina Gómez Rojas');
    expect(screen.getByTestId('customer-code').textContent).toBe('…X7QK');
  });

  it('masks a whole code too, in both layouts', () => {
    const { container } = render(
      <CustomerHeader customer={{ name: 'Valentina Gómez Rojas', code: CODE, url: null }} />,
    );
    expect(screen.getByTestId('customer-code').textContent).toBe('…X7QK');
    render(<CustomerHeader inline customer={{ name: 'Valentina Gómez Rojas', code: CODE, url: null }} />);
    expect(screen.getByTestId('customer-title').textContent).toBe('Valentina Gómez Rojas - …X7QK');
    expect(container.ownerDocument.body.textContent).not.toContain(CODE);
  });
});
