/** A task boundary: what follows runs in a task of its own, after the browser has had a chance to paint and take input. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
