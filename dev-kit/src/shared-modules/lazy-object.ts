/**
 * An object that stands for `create()`'s result and calls `create` on its first use, then answers every read with
 * that result's; `fixed` properties are answered as given without calling it. Chakra's system is one: creating it
 * resolves every token and recipe (≈ 0.15–0.3 s of a phone's start-up), while a first screen of plain elements
 * with prebuilt rules needs only the provider around it (docs/performance.md «Система Chakra по первому запросу»).
 *
 * The proxy's target is an empty object, never the result: the engine checks a trap's answer against the
 * target's own properties, and a target that is itself lazy would be created by that check.
 */
export function lazyObject<T extends object>(create: () => T, fixed: Partial<T> = {}): T {
  let value: T | undefined;
  const real = (): T => (value ??= create());
  const isFixed = (key: PropertyKey) => Object.prototype.hasOwnProperty.call(fixed, key);
  const source = (key: PropertyKey): object => (isFixed(key) ? fixed : real());
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(source(key), key),
    has: (_, key) => isFixed(key) || Reflect.has(real(), key),
    ownKeys: () => [...new Set([...Reflect.ownKeys(real()), ...Reflect.ownKeys(fixed)])],
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(source(key), key);
      // Reported configurable: the empty target has no such property, and the engine refuses any other answer.
      return descriptor && { ...descriptor, configurable: true };
    },
    set: (_, key, next) => !isFixed(key) && Reflect.set(real(), key, next),
    defineProperty: () => false,
    deleteProperty: () => false,
  });
}
