import { describe, expect, it } from 'vitest';
import { ActivityLevel } from '../enums';
import { activityLevelOf, activityPoints, pointsToNextLevel } from './activity-level';

describe('activity level', () => {
  it('counts a finished book 1, an approved recension 3 and an approved quote 2', () => {
    expect(activityPoints({ finishedBooks: 0, approvedRecensions: 0, approvedQuotes: 0 })).toBe(0);
    expect(activityPoints({ finishedBooks: 10, approvedRecensions: 2, approvedQuotes: 3 })).toBe(22);
  });

  it.each([
    [0, ActivityLevel.Reader],
    [29, ActivityLevel.Reader],
    [30, ActivityLevel.Guru],
    [99, ActivityLevel.Guru],
    [100, ActivityLevel.Expert],
    [5000, ActivityLevel.Expert],
  ])('%i points → level %i', (points, level) => {
    expect(activityLevelOf(points)).toBe(level);
  });

  it('says what the next level needs, and nothing at the top', () => {
    expect(pointsToNextLevel(12)).toEqual({ level: ActivityLevel.Guru, missing: 18 });
    expect(pointsToNextLevel(30)).toEqual({ level: ActivityLevel.Expert, missing: 70 });
    expect(pointsToNextLevel(100)).toBeNull();
  });
});
