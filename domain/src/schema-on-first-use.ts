/**
 * A schema (or any object) built the first time something reads it, not when its module is
 * evaluated. Building zod schemas is real work: the wizard's first screen evaluated every
 * schema of the order, the catalogue and the prices at start, a long task on a phone, though it
 * checks only the customer's fields (docs/architecture.md, "The first page's start").
 *
 * The answer stands for the built object everywhere: reading a property (`parse`, `shape`,
 * `_zod`), calling a method, `instanceof`, `in` and the property listings all reach it, built
 * once. Its type is the built object's, so callers, `z.infer` and other schemas that contain it
 * are unchanged. Marked free of side effects: a bundle drops the schemas nothing uses.
 */
/* @__NO_SIDE_EFFECTS__ */
export function onFirstUse<T extends object>(build: () => T): T {
  let built: T | undefined;
  const target = (): T => (built ??= build());
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(target(), key),
    set: (_, key, value) => Reflect.set(target(), key, value),
    has: (_, key) => Reflect.has(target(), key),
    ownKeys: () => Reflect.ownKeys(target()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(target(), key);
      // A proxy may not call a property of its own placeholder fixed: zod defines `_zod` so.
      return descriptor && { ...descriptor, configurable: true };
    },
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(target(), key, descriptor),
    deleteProperty: (_, key) => Reflect.deleteProperty(target(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(target()),
  });
}
