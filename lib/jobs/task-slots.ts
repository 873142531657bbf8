/**
 * Runs the tasks given to it at most `max` at a time, in the order given, whoever gives them: each
 * caller gets its own task's outcome.
 */
export function taskSlots(max: number) {
  const waiting: (() => void)[] = [];
  let running = 0;
  const next = () => {
    while (running < max && waiting.length > 0) {
      running++;
      waiting.shift()?.();
    }
  };
  return function run<T>(task: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      waiting.push(() => {
        task()
          .then(resolve, reject)
          .finally(() => {
            running--;
            next();
          });
      });
      next();
    });
  };
}
