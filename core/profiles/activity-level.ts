import { ActivityLevel } from '../enums';

/**
 * A reader's activity level (spec §3 enumeration; docs/decisions/0018-activity-level.md): points
 * for what the reader finished and wrote that others can see, then two thresholds.
 */
export const ACTIVITY_POINTS = {
  /** Each book on the Finished shelf. */
  finishedBook: 1,
  /** Each approved recension. */
  recension: 3,
  /** Each approved quote. */
  quote: 2,
} as const;

/** The fewest points of each level above Reader. */
export const ACTIVITY_THRESHOLDS = { [ActivityLevel.Guru]: 30, [ActivityLevel.Expert]: 100 } as const;

export interface ActivityCounts {
  finishedBooks: number;
  approvedRecensions: number;
  approvedQuotes: number;
}

export function activityPoints(counts: ActivityCounts): number {
  return (
    counts.finishedBooks * ACTIVITY_POINTS.finishedBook +
    counts.approvedRecensions * ACTIVITY_POINTS.recension +
    counts.approvedQuotes * ACTIVITY_POINTS.quote
  );
}

export function activityLevelOf(points: number): ActivityLevel {
  if (points >= ACTIVITY_THRESHOLDS[ActivityLevel.Expert]) return ActivityLevel.Expert;
  if (points >= ACTIVITY_THRESHOLDS[ActivityLevel.Guru]) return ActivityLevel.Guru;
  return ActivityLevel.Reader;
}

/** The points still missing to the next level; null at the top. */
export function pointsToNextLevel(points: number): { level: ActivityLevel; missing: number } | null {
  const level = activityLevelOf(points);
  if (level === ActivityLevel.Expert) return null;
  const next = level === ActivityLevel.Reader ? ActivityLevel.Guru : ActivityLevel.Expert;
  return { level: next, missing: ACTIVITY_THRESHOLDS[next] - points };
}
