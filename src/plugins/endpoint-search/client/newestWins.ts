type Settle<R> = [resolve: (rows: R[] | undefined) => void, reject: (error: unknown) => void];

/**
 * One query in the worker at a time, then the newest typed while it ran: a query that a newer one replaces before
 * it starts answers undefined, and the box shows nothing for it (autocomplete.js drops rows for a query no longer typed).
 */
export function newestWins<R>(run: (input: string, limit: number) => Promise<R[]>) {
  let waiting: { input: string; limit: number; settle: Settle<R>[] } | undefined;
  let busy = false;
  const drain = async () => {
    busy = true;
    while (waiting) {
      const { input, limit, settle } = waiting;
      waiting = undefined;
      await run(input, limit).then(
        (rows) => settle.forEach(([resolve]) => resolve(rows)),
        (error: unknown) => settle.forEach(([, reject]) => reject(error)),
      );
    }
    busy = false;
  };
  return (input: string, limit: number) =>
    new Promise<R[] | undefined>((resolve, reject) => {
      if (waiting?.input === input) waiting.settle.push([resolve, reject]);
      else {
        waiting?.settle.forEach(([replaced]) => replaced(undefined));
        waiting = { input, limit, settle: [[resolve, reject]] };
      }
      if (!busy) void drain();
    });
}
