#ifndef VIRTUAL_TIME_H
#define VIRTUAL_TIME_H

#include <stdint.h>

/// Virtual time for the calling thread: while bound, the C clock functions Foundation, Dispatch
/// and the Swift runtime read (`clock_gettime`, `gettimeofday`, `time`) answer from `*nanoseconds`
/// (nanoseconds since the host started) instead of the system's clocks. NULL unbinds.
/// Returns the previous binding, so bindings nest.
const int64_t *_Nullable virtual_time_bind(const int64_t *_Nullable nanoseconds);

/// Seconds since 1970 that wall-clock readings start from, and the uptime monotonic readings
/// start from, while bound.
extern const int64_t virtual_time_unix_epoch;
extern const int64_t virtual_time_uptime_origin;


#include <stdbool.h>

/// Jobs the Swift runtime hands to its global executor from a thread bound to a virtual time
/// (a task resuming after a sleep, a `Task {}` created during an update) go to `redirect`
/// first; it returns whether it took the job. Installs a hook the concurrency runtime offers
/// for this (`swift_task_enqueueGlobal_hook`); call once.
void virtual_time_redirect_global_jobs(bool (*_Nonnull redirect)(void *_Nonnull job));

/// Blocks libdispatch is handed for the main queue (`dispatch_after`, `dispatch_async`) from a
/// thread bound to a virtual time go to `redirect` first, with their dispatch time (0 for
/// now) and a copy of the block, which `redirect` must later pass to `virtual_time_run_block`
/// (it returns whether it took the block). Call once.
void virtual_time_redirect_main_queue_work(bool (*_Nonnull redirect)(uint64_t when, void *_Nonnull block));

/// Functions libdispatch is handed for the main queue (`dispatch_async_f`, `dispatch_after_f`:
/// the concurrency runtime's main executor enqueuing a job of main-actor code) from a thread
/// bound to a virtual time go to `redirect` first, with their dispatch time (0 for now); it
/// returns whether it took the function, which it must later call with its context. Call once.
void virtual_time_redirect_main_queue_functions(bool (*_Nonnull redirect)(uint64_t when, void *_Nullable context,
                                                                          void (*_Nonnull work)(void *_Nullable context)));

/// Timer sources on the main queue created from a thread bound to a virtual time fire through
/// `redirect`: each firing's dispatch time and a token, which `redirect` must later pass to
/// `virtual_time_fire_timer` with the dispatch time then (it returns whether it took the token).
/// Call once.
void virtual_time_redirect_main_queue_timers(bool (*_Nonnull redirect)(uint64_t when, uint64_t token));

/// Fires the timer source a token stands for, if it is still armed with that token: runs its
/// event handler and hands its next firing (start + k·interval, past `now`) to the redirection.
void virtual_time_fire_timer(uint64_t token, uint64_t now);

/// Runs a block taken by that redirection, then releases it.
void virtual_time_run_block(void *_Nonnull block);

#endif
