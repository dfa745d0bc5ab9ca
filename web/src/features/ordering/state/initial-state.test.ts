import { describe, expect, it } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { keepInitialStateWhenUnchanged } from './initial-state';

interface Counter {
  count: number;
  label: string;
}

describe('keepInitialStateWhenUnchanged', () => {
  it('puts the initial state object back over a copy with the same fields', () => {
    const store = createStore<Counter>()(() => ({ count: 0, label: 'a' }));
    const initial = store.getInitialState();
    store.setState({ ...initial }, true);
    expect(store.getState()).not.toBe(initial);
    keepInitialStateWhenUnchanged(store);
    expect(store.getState()).toBe(initial);
  });

  it('keeps a state that differs in a field or in its fields', () => {
    const store = createStore<Counter>()(() => ({ count: 0, label: 'a' }));
    store.setState({ count: 2 });
    const changed = store.getState();
    keepInitialStateWhenUnchanged(store);
    expect(store.getState()).toBe(changed);

    const wider = { ...store.getInitialState(), extra: true } as Counter;
    store.setState(wider, true);
    keepInitialStateWhenUnchanged(store);
    expect(store.getState()).toBe(wider);
  });
});
