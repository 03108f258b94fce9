import type {PageProse} from '../../../types';

const lockStep = (summary: string): {summary: string[]; returns: string} => ({summary: [summary], returns: 'Nothing.'});

const page: PageProse = {
  module: 'utcp.python_specific_tooling.async_rwlock',
  route: 'core/utcp/python_specific_tooling/async_rwlock',
  file: 'core/python_specific_tooling/async_rwlock',
  sidebarLabel: 'async_rwlock',
  sidebarPosition: 2,
  description:
    'AsyncRWLock, the asyncio read/write lock that lets many readers or one writer in, with writers taking precedence over readers that arrive later.',
  purpose: [
    'A read/write lock for coroutines. Any number of readers may hold it at the same time; a writer holds it alone. A writer that is waiting blocks readers that arrive after it, so a steady stream of readers cannot starve writers.',
    'The lock is built from four `asyncio.Lock` objects and is only safe inside one event loop. It is not re-entrant: a coroutine that holds the read side and asks for the write side waits forever.',
  ],
  importLine: 'from utcp.python_specific_tooling.async_rwlock import AsyncRWLock',
  classes: {
    AsyncRWLock: {
      summary: [
        'Use the `read()` and `write()` context managers; they release the lock even when the body raises. The `acquire_*` and `release_*` coroutines are the building blocks and must be paired by hand.',
      ],
      methods: {
        __init__: {summary: ['Creates an unlocked lock with no readers.']},
        acquire_read: lockStep(
          'Waits until no writer holds or waits for the lock, then counts one more reader. The first reader takes the resource lock on behalf of all readers.',
        ),
        release_read: lockStep(
          'Counts one reader less; the last reader out releases the resource lock. Calling it without a matching `acquire_read()` corrupts the count.',
        ),
        acquire_write: lockStep(
          'Closes the turnstile so new readers queue behind this writer, then waits for the current readers to leave and takes the resource lock.',
        ),
        release_write: lockStep(
          'Releases the resource lock and reopens the turnstile for waiting readers and writers.',
        ),
        read: {
          summary: ['Async context manager: `async with lock.read():` holds the read side for the block.'],
          returns: 'An async context manager that yields nothing.',
        },
        write: {
          summary: ['Async context manager: `async with lock.write():` holds the write side for the block.'],
          returns: 'An async context manager that yields nothing.',
        },
      },
    },
  },
  examples: [
    {
      title: 'Guarding a shared cache',
      language: 'python',
      code: `import asyncio

from utcp.python_specific_tooling.async_rwlock import AsyncRWLock

lock = AsyncRWLock()
cache: dict[str, str] = {}


async def lookup(key: str) -> str | None:
    async with lock.read():  # many lookups may run together
        return cache.get(key)


async def store(key: str, value: str) -> None:
    async with lock.write():  # waits for running lookups, blocks new ones
        cache[key] = value


async def main() -> None:
    await store("greeting", "hello")
    print(await asyncio.gather(lookup("greeting"), lookup("missing")))  # ['hello', None]


asyncio.run(main())`,
    },
  ],
};

export default page;
