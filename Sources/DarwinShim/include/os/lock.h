// Darwin's unfair lock (Apple's `os/lock.h`), which Apple's Foundation re-exports through Darwin
// and Linux's does not (it re-exports Glibc): packages written for Apple platforms use it with
// only `import Foundation`, as the Composable Architecture does
// (pointfreeco/swift-composable-architecture@1.25.5, its ComposableArchitecture/Internal/Locking.swift).
// Implemented with Linux's priority-inheriting futex (os_unfair_lock.c), whose word holds the
// owner's thread ID as Darwin's holds the owner's port: a real lock, unfair as Darwin's is.
#ifndef DARWIN_SHIM_OS_LOCK_H
#define DARWIN_SHIM_OS_LOCK_H

#include <stdbool.h>
#include <stdint.h>

typedef struct os_unfair_lock_s {
    uint32_t _os_unfair_lock_opaque;
} os_unfair_lock, *os_unfair_lock_t;

/// Waits for the lock; locking it again from the thread that holds it stops the program, as on Darwin.
void os_unfair_lock_lock(os_unfair_lock_t lock);
/// Takes the lock if it is free; true when it did.
bool os_unfair_lock_trylock(os_unfair_lock_t lock);
/// Releases the lock; from a thread that does not hold it, stops the program, as on Darwin.
void os_unfair_lock_unlock(os_unfair_lock_t lock);
/// Stops the program unless the calling thread holds the lock.
void os_unfair_lock_assert_owner(const os_unfair_lock *lock);
/// Stops the program if the calling thread holds the lock.
void os_unfair_lock_assert_not_owner(const os_unfair_lock *lock);

#endif
