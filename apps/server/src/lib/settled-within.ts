/** Whether the promise settles within `ms` (it is left running either way). */
export async function settledWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  if (ms === Infinity) {
    await promise.catch(() => {});
    return true;
  }
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([
      promise.then(
        () => true,
        () => true,
      ),
      expired,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
