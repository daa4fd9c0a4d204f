import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatCountdown, LockoutTimer, secondsUntil } from '../lockout-timer';

const NOW = new Date('2026-01-15T12:00:00Z');
const IN_ONE_HOUR = '2026-01-15T13:00:00Z';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
});

const timer = () => screen.getByRole('timer', { name: 'Tiempo restante para volver a intentarlo' });
const resend = () => screen.queryByRole('button', { name: 'Enviar nuevamente' });

function advance(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
}

describe('LockoutTimer (spec 8: attempts exhausted)', () => {
  it('shows the spec texts exactly and the time left to unlockDate as mm:ss', () => {
    render(<LockoutTimer unlockDate={IN_ONE_HOUR} onResend={vi.fn()} />);
    expect(screen.getByRole('heading', { name: '¡Ups! Parece que has alcanzado el número máximo de intentos' })).toBeInTheDocument();
    expect(screen.getByText('Tómate un respiro y vuelve a intentarlo en una hora')).toBeInTheDocument();
    expect(timer()).toHaveTextContent('60:00');
    expect(resend()).not.toBeInTheDocument();
  });

  it('counts down every second', () => {
    render(<LockoutTimer unlockDate="2026-01-15T12:02:05Z" onResend={vi.fn()} />);
    expect(timer()).toHaveTextContent('02:05');
    advance(1000);
    expect(timer()).toHaveTextContent('02:04');
    advance(5000);
    expect(timer()).toHaveTextContent('01:59');
    advance(59_000);
    expect(timer()).toHaveTextContent('01:00');
  });

  it('follows the clock, not the number of ticks, when it starts between seconds', () => {
    vi.setSystemTime(new Date('2026-01-15T12:00:00.400Z'));
    render(<LockoutTimer unlockDate="2026-01-15T12:00:03Z" onResend={vi.fn()} />);
    expect(timer()).toHaveTextContent('00:03');
    advance(600);
    expect(timer()).toHaveTextContent('00:02');
    advance(1000);
    expect(timer()).toHaveTextContent('00:01');
  });

  it('offers "Enviar nuevamente" when it reaches 00:00, and calls onResend', () => {
    const onResend = vi.fn();
    render(<LockoutTimer unlockDate="2026-01-15T12:00:02Z" onResend={onResend} />);
    advance(1000);
    expect(timer()).toHaveTextContent('00:01');
    expect(resend()).not.toBeInTheDocument();

    advance(1000);
    expect(timer()).toHaveTextContent('00:00');
    fireEvent.click(screen.getByRole('button', { name: 'Enviar nuevamente' }));
    expect(onResend).toHaveBeenCalledTimes(1);

    advance(5000);
    expect(timer()).toHaveTextContent('00:00');
  });

  it('counts a one-day lock down in days, hours, minutes and seconds', () => {
    render(<LockoutTimer unlockDate="2026-01-16T12:00:00Z" onResend={vi.fn()} />);
    expect(timer()).toHaveTextContent('1 día 00:00:00');
    advance(1000);
    expect(timer()).toHaveTextContent('23:59:59');
    expect(resend()).not.toBeInTheDocument();
  });

  it('offers the resend at once when unlockDate has passed or cannot be read', () => {
    const { unmount } = render(<LockoutTimer unlockDate="2026-01-15T11:00:00Z" onResend={vi.fn()} />);
    expect(timer()).toHaveTextContent('00:00');
    expect(resend()).toBeEnabled();
    unmount();

    render(<LockoutTimer unlockDate="mañana" onResend={vi.fn()} />);
    expect(timer()).toHaveTextContent('00:00');
    expect(resend()).toBeInTheDocument();
  });

  it('can keep the resend disabled while a request is under way', () => {
    render(<LockoutTimer unlockDate="2026-01-15T11:00:00Z" onResend={vi.fn()} resendDisabled />);
    expect(resend()).toBeDisabled();
  });

  it('restarts the countdown for a new unlockDate', () => {
    const { rerender } = render(<LockoutTimer unlockDate="2026-01-15T11:00:00Z" onResend={vi.fn()} />);
    expect(resend()).toBeInTheDocument();
    rerender(<LockoutTimer unlockDate="2026-01-15T12:00:10Z" onResend={vi.fn()} />);
    expect(timer()).toHaveTextContent('00:10');
    expect(resend()).not.toBeInTheDocument();
    advance(1000);
    expect(timer()).toHaveTextContent('00:09');
  });
});

describe('countdown arithmetic', () => {
  it('rounds up to whole seconds and formats mm:ss', () => {
    expect(secondsUntil('2026-01-15T12:00:00.001Z', NOW.getTime())).toBe(1);
    expect(secondsUntil('2026-01-15T11:59:59Z', NOW.getTime())).toBe(0);
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(59)).toBe('00:59');
    expect(formatCountdown(3600)).toBe('60:00');
  });

  it('shows hours past an hour and days past a day (spec payments 3), never "1440:00"', () => {
    expect(formatCountdown(3601)).toBe('01:00:01');
    expect(formatCountdown(86_399)).toBe('23:59:59');
    expect(formatCountdown(86_400)).toBe('1 día 00:00:00');
    expect(formatCountdown(2 * 86_400 + 3 * 3600 + 15 * 60 + 7)).toBe('2 días 03:15:07');
  });
});
