import type { RunningProduct } from '../../tools/product';

export default async function globalTeardown(): Promise<void> {
  await (globalThis as { __product?: RunningProduct }).__product?.stop();
}
