import { describe, expect, it } from 'vitest';
import { scheduleOf, VIETNAM_TIME_ZONE } from '../lottery-mapping.js';

// 2026-11-23 11:15 UTC is 18:15 in Vietnam (UTC+7, no daylight saving).
const AT_1815_VIETNAM = Date.UTC(2026, 10, 23, 11, 15);

describe('scheduleOf', () => {
  it('gives the draw time in Vietnam time, labelled with the zone', () => {
    expect(scheduleOf({ drawType: 'DAILY', nextOpenTime: AT_1815_VIETNAM })).toEqual({
      cadence: 'DAILY',
      intervalSeconds: null,
      weekdays: null,
      time: '18:15',
      timeZone: VIETNAM_TIME_ZONE,
    });
  });

  it('turns the platform weekdays (0 Sunday) into ISO weekdays, sorted, Sunday last', () => {
    expect(scheduleOf({ drawType: 'WEEKLY', drawWeekdays: [6, 0, 1, 1, 9], nextOpenTime: AT_1815_VIETNAM })).toMatchObject({
      cadence: 'WEEKLY',
      weekdays: [1, 6, 7],
      time: '18:15',
    });
  });

  it('keeps intervals as seconds and leaves unknown cadences out', () => {
    expect(scheduleOf({ drawType: 'INTERVAL', drawIntervalSeconds: 300 })).toMatchObject({ cadence: 'INTERVAL', intervalSeconds: 300, time: null });
    expect(scheduleOf({ drawType: 'INTERVAL', drawIntervalSeconds: 0 })).toBeNull();
    expect(scheduleOf({ drawType: 'SOMETIMES' })).toBeNull();
  });
});
