// Reviews scheduled by FSRS (ts-fsrs): an answer rates the question's card and each of its rules'
// cards — right is «Good», wrong is «Again» — and FSRS says when each is due again. The library
// loads with the first answer, not with the page.
import type { Review, Schedule } from './practice-progress.ts';

type Fsrs = typeof import('ts-fsrs');

/** The schedule FSRS gives, from the loaded library (without fuzz: the same answers give the same dates). */
export function scheduleWith(lib: Fsrs): Schedule {
  const scheduler = lib.fsrs(lib.generatorParameters({ enable_fuzz: false }));
  return (review, right, now) => {
    const card = review
      ? { ...review, due: new Date(review.due), last_review: review.last_review ? new Date(review.last_review) : undefined }
      : lib.createEmptyCard(now);
    const next = scheduler.next(card, now, right ? lib.Rating.Good : lib.Rating.Again).card;
    const stored: Review = {
      due: next.due.toISOString(),
      stability: next.stability,
      difficulty: next.difficulty,
      elapsed_days: next.elapsed_days,
      scheduled_days: next.scheduled_days,
      learning_steps: next.learning_steps,
      reps: next.reps,
      lapses: next.lapses,
      state: next.state,
      ...(next.last_review ? { last_review: next.last_review.toISOString() } : {}),
    };
    return stored;
  };
}

let loading: Promise<Schedule> | undefined;

/** FSRS's schedule, the library fetched once. */
export const loadSchedule = (): Promise<Schedule> => (loading ??= import('ts-fsrs').then(scheduleWith));
