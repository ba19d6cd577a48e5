/**
 * The portal's money fields open a phone's number keyboard: `inputmode` on the input itself (on
 * MUI's TextField it would land on the wrapper, where phones ignore it).
 */
import { afterEach, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { LocaleProvider } from '../../src/family/i18n';
import { TransferCard } from '../../src/family/transfers';
import { server, setupMswServer } from './support/msw';

setupMswServer();
afterEach(cleanup);

it("the reported transfer's amount asks for digits", async () => {
  server.use(http.get('*/api/family/transfers', () => HttpResponse.json({ code: 1, message: '', data: [] })));
  render(
    <LocaleProvider>
      <TransferCard childId={11} />
    </LocaleProvider>,
  );
  expect(await screen.findByRole('textbox', { name: /Valor \(pesos\)/ })).toHaveAttribute(
    'inputmode',
    'numeric',
  );
});
