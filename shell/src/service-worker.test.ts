import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QUIET_AT_MOST_MS, QUIET_MS, whenQuiet } from './service-worker';

/** The browser's resource timeline: `finish()` reports one more file or call loaded, as Chromium does. */
class ResourceTimeline {
  static observers: ResourceTimeline[] = [];
  observing = false;
  constructor(private readonly callback: () => void) {
    ResourceTimeline.observers.push(this);
  }
  observe() {
    this.observing = true;
  }
  disconnect() {
    this.observing = false;
  }
  static finish() {
    for (const observer of ResourceTimeline.observers) if (observer.observing) observer.callback();
  }
}

describe('whenQuiet', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    ResourceTimeline.observers = [];
    vi.stubGlobal('PerformanceObserver', ResourceTimeline);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs once nothing has loaded for the quiet time', () => {
    const then = vi.fn();
    whenQuiet(then);
    vi.advanceTimersByTime(QUIET_MS - 1);
    expect(then).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(then).toHaveBeenCalledTimes(1);
    expect(ResourceTimeline.observers[0]?.observing).toBe(false);
  });

  it('waits again after each file or call that finishes loading', () => {
    const then = vi.fn();
    whenQuiet(then);
    vi.advanceTimersByTime(QUIET_MS - 100);
    ResourceTimeline.finish();
    vi.advanceTimersByTime(QUIET_MS - 100);
    expect(then).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('runs at the latest after the longest wait, however busy the page stays', () => {
    const then = vi.fn();
    whenQuiet(then);
    for (let elapsed = 0; elapsed < QUIET_AT_MOST_MS - 500; elapsed += 500) {
      vi.advanceTimersByTime(500);
      ResourceTimeline.finish();
    }
    expect(then).not.toHaveBeenCalled();
    vi.advanceTimersByTime(500);
    expect(then).toHaveBeenCalledTimes(1);
    ResourceTimeline.finish();
    vi.advanceTimersByTime(QUIET_AT_MOST_MS);
    expect(then).toHaveBeenCalledTimes(1);
  });
});
