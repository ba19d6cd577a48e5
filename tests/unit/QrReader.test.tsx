/**
 * The camera QR reader: a camera closed while it was still opening is stopped once it opens,
 * and nothing it reads afterwards reaches the screen (html5-qrcode mocked: no camera here).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { i18nProvider } from '../../src/app/i18n';
import { QrReader } from '../../src/kit/ui/QrReader';

type OnRead = (text: string) => void;
const camera = vi.hoisted(() => ({
  opened: null as null | (() => void),
  onRead: null as null | ((text: string) => void),
  stop: vi.fn(() => Promise.resolve()),
}));

vi.mock('html5-qrcode', () => ({
  Html5Qrcode: class {
    isScanning = false;
    start(_camera: unknown, _options: unknown, onRead: OnRead) {
      camera.onRead = onRead;
      return new Promise<void>((resolve) => {
        camera.opened = () => {
          this.isScanning = true;
          resolve();
        };
      });
    }
    stop = camera.stop;
    pause() {}
    resume() {}
  },
}));

afterEach(() => {
  cleanup();
  camera.opened = null;
  camera.onRead = null;
  camera.stop.mockClear();
});

const opening = () => vi.waitFor(() => expect(camera.opened).not.toBeNull());

describe('QrReader', () => {
  it('hands over a code read while the camera is open, once, and stops the camera', async () => {
    const onScan = vi.fn();
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <QrReader onScan={onScan} />
      </AdminContext>,
    );
    await opening();
    await act(async () => camera.opened!());
    act(() => camera.onRead!(' CARNET-1 '));
    act(() => camera.onRead!('CARNET-1'));
    expect(onScan).toHaveBeenCalledTimes(1);
    expect(onScan).toHaveBeenCalledWith('CARNET-1');
    expect(camera.stop).toHaveBeenCalledTimes(1);
  });

  it('stops a camera closed while it was opening, and what it reads then goes nowhere', async () => {
    const onScan = vi.fn();
    const { unmount } = render(
      <AdminContext i18nProvider={i18nProvider}>
        <QrReader onScan={onScan} />
      </AdminContext>,
    );
    await opening();
    unmount();
    expect(camera.stop).not.toHaveBeenCalled();
    await act(async () => camera.opened!());
    expect(camera.stop).toHaveBeenCalledTimes(1);
    camera.onRead!('CARNET-1');
    expect(onScan).not.toHaveBeenCalled();
  });
});
