// Tables the engine looks words of the text up in. A plain object literal inherits from
// Object.prototype, so a text saying "constructor" or "toString" found the prototype's function
// in it (`word in TABLE` is true, `TABLE[word]` a function): every method crashed on
// "$3 \toString 4 = 7$" or "5 constructor apples" (stop 33). A table made here has no prototype.

/** `entries` as a frozen object without a prototype: only its own keys are found. */
export function wordTable<T>(entries: Record<string, T>): Readonly<Record<string, T>> {
  return Object.freeze(Object.assign(Object.create(null) as Record<string, T>, entries));
}
