// Darwin's unfair lock (include/os/lock.h) on Linux's priority-inheriting futex: the lock's word
// is 0 when free and the owner's thread ID when held, which a thread takes with one
// compare-and-swap when it is free; otherwise the kernel queues the thread and hands it the lock
// (`FUTEX_LOCK_PI`), and an unlock that finds waiters lets the kernel wake one
// (`FUTEX_UNLOCK_PI`). Misuse stops the program with a message, as Darwin's lock does.
#define _GNU_SOURCE
#include "os/lock.h"

#include <errno.h>
#include <linux/futex.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/syscall.h>
#include <unistd.h>

static _Thread_local uint32_t thread_id;

static uint32_t current_thread(void) {
    if (thread_id == 0) thread_id = (uint32_t)gettid();
    return thread_id;
}

static _Atomic uint32_t *word(const os_unfair_lock *lock) {
    return (_Atomic uint32_t *)&((os_unfair_lock *)lock)->_os_unfair_lock_opaque;
}

static void misuse(const char *message) {
    fprintf(stderr, "os_unfair_lock: %s\n", message);
    abort();
}

static uint32_t owner(const os_unfair_lock *lock) {
    return atomic_load_explicit(word(lock), memory_order_relaxed) & FUTEX_TID_MASK;
}

bool os_unfair_lock_trylock(os_unfair_lock_t lock) {
    uint32_t free = 0;
    return atomic_compare_exchange_strong_explicit(word(lock), &free, current_thread(), memory_order_acquire,
                                                   memory_order_relaxed);
}

void os_unfair_lock_lock(os_unfair_lock_t lock) {
    if (os_unfair_lock_trylock(lock)) return;
    if (owner(lock) == current_thread()) misuse("trying to recursively lock an os_unfair_lock");
    while (syscall(SYS_futex, word(lock), FUTEX_LOCK_PI_PRIVATE, 0, NULL, NULL, 0) != 0) {
        if (errno != EINTR && errno != EAGAIN) misuse("the kernel refused to lock an os_unfair_lock");
    }
}

void os_unfair_lock_unlock(os_unfair_lock_t lock) {
    uint32_t held = current_thread();
    if (atomic_compare_exchange_strong_explicit(word(lock), &held, 0, memory_order_release, memory_order_relaxed)) return;
    if ((held & FUTEX_TID_MASK) != current_thread()) misuse("unlock of an os_unfair_lock not owned by current thread");
    // Waiters are queued: the kernel passes the lock to the first.
    syscall(SYS_futex, word(lock), FUTEX_UNLOCK_PI_PRIVATE, 0, NULL, NULL, 0);
}

void os_unfair_lock_assert_owner(const os_unfair_lock *lock) {
    if (owner(lock) != current_thread()) misuse("lock is not owned by the current thread");
}

void os_unfair_lock_assert_not_owner(const os_unfair_lock *lock) {
    if (owner(lock) == current_thread()) misuse("lock is unexpectedly owned by the current thread");
}
