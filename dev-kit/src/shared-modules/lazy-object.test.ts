import { lazyObject } from './lazy-object';

describe('lazyObject', () => {
  it('creates the object on the first read, once, and answers reads, keys and descriptors with it', () => {
    const create = jest.fn(() => ({
      a: 1,
      nested: { b: 2 },
      get computed() {
        return 3;
      },
    }));
    const lazy = lazyObject(create);
    expect(create).not.toHaveBeenCalled();
    expect(lazy.a).toBe(1);
    expect(lazy.nested.b).toBe(2);
    expect(lazy.computed).toBe(3);
    expect('a' in lazy).toBe(true);
    expect(Object.keys(lazy)).toEqual(['a', 'nested', 'computed']);
    expect({ ...lazy }).toEqual({ a: 1, nested: { b: 2 }, computed: 3 });
    expect(Object.getOwnPropertyDescriptor(lazy, 'computed')?.get).toBeInstanceOf(Function);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('answers fixed properties without creating the object, and they win over its own', () => {
    const create = jest.fn(() => ({ a: 1, kept: 'real' }));
    const lazy = lazyObject(create, { kept: 'fixed' });
    expect(lazy.kept).toBe('fixed');
    expect('kept' in lazy).toBe(true);
    expect(create).not.toHaveBeenCalled();
    expect(lazy.a).toBe(1);
    expect({ ...lazy }).toEqual({ a: 1, kept: 'fixed' });
  });

  it('writes go to the created object; fixed ones and new definitions are refused', () => {
    const target = { a: 1 };
    const lazy = lazyObject(() => target, { fixed: true } as Partial<typeof target>);
    lazy.a = 5;
    expect(target.a).toBe(5);
    expect(() => Object.defineProperty(lazy, 'b', { value: 1 })).toThrow(TypeError);
  });
});
