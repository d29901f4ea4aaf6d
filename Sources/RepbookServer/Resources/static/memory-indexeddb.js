// A small IndexedDB stand-in kept in memory: the part of the API the outbox store uses (open with an upgrade, object
// stores with a key path or auto-increment, add, put, get, delete, cursors, transactions that complete). The outbox
// queues in it when the browser has no IndexedDB (the queue then lasts as long as the page), and node's tests of the
// outbox run on it. As in IndexedDB, transactions run one after another in the order they were made, and each request
// is answered later, in order.

const later = (work) => { setTimeout(work, 0); };
const copy = (value) => (value === undefined ? undefined : structuredClone(value));
const byKey = (a, b) => (a < b ? -1 : a > b ? 1 : 0);

/// A database's transactions, run one at a time in the order made.
function scheduler() {
  const waiting = [];
  let running = false;
  function next() {
    if (running || waiting.length === 0) { return; }
    running = true;
    waiting.shift()(() => { running = false; later(next); });
  }
  return (start) => { waiting.push(start); later(next); };
}

function transaction(stores, mode, schedule) {
  const tx = { error: null, oncomplete: null, onerror: null, onabort: null };
  const operations = [];
  let active = false;
  let finish = null;
  function run() {
    if (operations.length === 0) {
      active = false;
      if (tx.oncomplete) { tx.oncomplete(); }
      finish();
      return;
    }
    const operation = operations.shift();
    later(() => { operation(); run(); });
  }
  schedule((done) => { finish = done; active = true; run(); });
  function request(work) {
    const pending = { result: undefined, onsuccess: null, onerror: null };
    operations.push(() => {
      pending.result = work(pending);
      if (pending.onsuccess) { pending.onsuccess({ target: pending }); }
    });
    return pending;
  }
  function writable() {
    if (mode !== "readwrite") { throw new Error("The transaction is read-only."); }
  }
  tx.objectStore = (name) => {
    const store = stores[name];
    if (!store) { throw new Error("No object store " + name); }
    function keep(value, mustBeNew) {
      const record = copy(value);
      let key = record[store.keyPath];
      if (key === undefined && store.autoIncrement) { key = store.next; record[store.keyPath] = key; }
      if (mustBeNew && store.records.has(key)) { throw new Error("A record with key " + key + " exists."); }
      if (typeof key === "number") { store.next = Math.max(store.next, key + 1); }
      store.records.set(key, record);
      return key;
    }
    return {
      add(value) { writable(); return request(() => keep(value, true)); },
      put(value) { writable(); return request(() => keep(value, false)); },
      get(key) { return request(() => copy(store.records.get(key))); },
      delete(key) { writable(); return request(() => { store.records.delete(key); return undefined; }); },
      openCursor() {
        let values = null;
        let index = 0;
        const cursorRequest = request(function step(pending) {
          if (values === null) { values = Array.from(store.records.keys()).sort(byKey).map((key) => copy(store.records.get(key))); }
          return index < values.length ? {
            value: values[index],
            continue() {
              index += 1;
              operations.unshift(() => {
                cursorRequest.result = step(pending);
                if (cursorRequest.onsuccess) { cursorRequest.onsuccess({ target: cursorRequest }); }
              });
            }
          } : null;
        });
        return cursorRequest;
      }
    };
  };
  return tx;
}

/// A fresh in-memory IndexedDB factory (`open(name, version)`).
export function memoryIndexedDB() {
  const databases = {};
  return {
    open(name) {
      const request = { result: null, error: null, onupgradeneeded: null, onsuccess: null, onerror: null };
      later(() => {
        let database = databases[name];
        const fresh = !database;
        if (fresh) { database = databases[name] = { stores: {}, schedule: scheduler() }; }
        request.result = {
          createObjectStore(storeName, options = {}) {
            database.stores[storeName] = { keyPath: options.keyPath, autoIncrement: Boolean(options.autoIncrement), next: 1, records: new Map() };
          },
          transaction(names, mode = "readonly") { return transaction(database.stores, mode, database.schedule); }
        };
        if (fresh && request.onupgradeneeded) { request.onupgradeneeded({ target: request }); }
        if (request.onsuccess) { request.onsuccess({ target: request }); }
      });
      return request;
    }
  };
}
