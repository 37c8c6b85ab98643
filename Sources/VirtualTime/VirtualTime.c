// Symbol interposition of the system clock. Foundation on Linux (swift-corelibs-foundation and
// swift-foundation) reads `clock_gettime(CLOCK_REALTIME)`, `gettimeofday` and `time` for `Date()`,
// `CFAbsoluteTimeGetCurrent` and `ProcessInfo.systemUptime`; libdispatch reads
// `clock_gettime(CLOCK_MONOTONIC/CLOCK_BOOTTIME/CLOCK_REALTIME)` for `DispatchTime.now()` and
// `DispatchWallTime.now()`; the Swift runtime reads `clock_gettime` for `ContinuousClock` and
// `SuspendingClock` (checked with `nm -D --undefined-only` on the toolchain's libraries: all
// import these three symbols from glibc through the PLT). The dynamic linker binds a symbol to
// its first definition in load order — the executable, then its libraries, glibc last — so the
// definitions here, linked into every program that uses LayoutDSL (statically, or through
// libSnapRuntime.so), answer those calls in the whole process. They answer virtually only on a
// thread that bound a virtual time, and pass through to glibc's own functions (found with
// `dlsym(RTLD_NEXT, …)`) everywhere else, so Dispatch's worker threads and timers keep real time.
#define _GNU_SOURCE
#include "VirtualTime.h"

#include <dlfcn.h>
#include <stdatomic.h>
#include <stddef.h>
#include <sys/time.h>
#include <sys/timerfd.h>
#include <time.h>

/// 2026-01-01 00:00:00 UTC: what `Date()` reads at virtual time zero.
const int64_t virtual_time_unix_epoch = 1767225600;
/// A plausible uptime (seconds) for monotonic clocks at virtual time zero.
const int64_t virtual_time_uptime_origin = 1000;

static _Thread_local const int64_t *bound = NULL;

const int64_t *virtual_time_bind(const int64_t *nanoseconds) {
    const int64_t *previous = bound;
    bound = nanoseconds;
    return previous;
}

typedef int (*clock_gettime_fn)(clockid_t, struct timespec *);
typedef int (*gettimeofday_fn)(struct timeval *, void *);
typedef time_t (*time_fn)(time_t *);

/// glibc's definition of `name`, looked up once (racing threads find the same pointer).
static void *next_definition(_Atomic(void *) *cache, const char *name) {
    void *found = atomic_load_explicit(cache, memory_order_acquire);
    if (found == NULL) {
        found = dlsym(RTLD_NEXT, name);
        atomic_store_explicit(cache, found, memory_order_release);
    }
    return found;
}

/// Whether `clock` measures elapsed or calendar time (the ones a virtual clock replaces); the
/// CPU-time clocks stay real.
static int is_virtualized(clockid_t clock) {
    switch (clock) {
    case CLOCK_REALTIME: case CLOCK_REALTIME_COARSE:
    case CLOCK_MONOTONIC: case CLOCK_MONOTONIC_RAW: case CLOCK_MONOTONIC_COARSE:
    case CLOCK_BOOTTIME: case CLOCK_TAI:
        return 1;
    default:
        return 0;
    }
}

static int64_t virtual_seconds(clockid_t clock) {
    int wall = clock == CLOCK_REALTIME || clock == CLOCK_REALTIME_COARSE || clock == CLOCK_TAI;
    return (wall ? virtual_time_unix_epoch : virtual_time_uptime_origin) + *bound / 1000000000;
}

int clock_gettime(clockid_t clock, struct timespec *value) {
    if (bound != NULL && is_virtualized(clock)) {
        // glibc declares `value` nonnull: a caller passing NULL has undefined behaviour already.
        value->tv_sec = virtual_seconds(clock);
        value->tv_nsec = *bound % 1000000000;
        return 0;
    }
    static _Atomic(void *) next = NULL;
    return ((clock_gettime_fn)next_definition(&next, "clock_gettime"))(clock, value);
}

int gettimeofday(struct timeval *restrict value, void *restrict zone) {
    if (bound != NULL) {
        value->tv_sec = virtual_seconds(CLOCK_REALTIME);
        value->tv_usec = (*bound % 1000000000) / 1000;
        return 0;
    }
    static _Atomic(void *) next = NULL;
    return ((gettimeofday_fn)next_definition(&next, "gettimeofday"))(value, zone);
}

time_t time(time_t *value) {
    if (bound != NULL) {
        time_t now = virtual_seconds(CLOCK_REALTIME);
        if (value != NULL) *value = now;
        return now;
    }
    static _Atomic(void *) next = NULL;
    return ((time_fn)next_definition(&next, "time"))(value);
}

// Run-loop timers: CoreFoundation on Linux arms a `timerfd` with an absolute CLOCK_MONOTONIC
// deadline computed from the (here virtual) monotonic clock, and fires its timers only when that
// descriptor becomes readable (swift-corelibs-foundation, CFRunLoop.c, `mk_timer_arm`). The
// kernel compares the deadline with the real clock, so a virtual deadline would expire when the
// machine's real uptime passes it: never within a render on a machine booted less than
// `virtual_time_uptime_origin` seconds ago, at once on others. A deadline armed from a bound
// thread is therefore armed to expire at once: the run loop wakes, compares each timer's fire
// time with the virtual clock, fires those that are due and arms the next, so timers follow
// virtual time whatever the machine's uptime. Disarming (a zero deadline) passes through.
typedef int (*timerfd_settime_fn)(int, int, const struct itimerspec *, struct itimerspec *);

int timerfd_settime(int descriptor, int flags, const struct itimerspec *value, struct itimerspec *previous) {
    static _Atomic(void *) next = NULL;
    timerfd_settime_fn real = (timerfd_settime_fn)next_definition(&next, "timerfd_settime");
    if (bound != NULL && value != NULL && (flags & TFD_TIMER_ABSTIME) && (value->it_value.tv_sec != 0 || value->it_value.tv_nsec != 0)) {
        struct itimerspec now = *value;
        now.it_value.tv_sec = 0;
        now.it_value.tv_nsec = 1;
        return real(descriptor, flags & ~TFD_TIMER_ABSTIME, &now, previous);
    }
    return real(descriptor, flags, value, previous);
}

// The Swift concurrency runtime calls `swift_task_enqueueGlobal_hook`, when set, for every job
// bound for the global executor, with the runtime's own enqueue to fall back on
// (swift/stdlib/public/Concurrency/GlobalExecutor.cpp). Both use Swift's calling convention.
typedef void (*enqueue_original)(void *job) __attribute__((swiftcall));
typedef void (*enqueue_hook)(void *job, enqueue_original original) __attribute__((swiftcall));
extern enqueue_hook swift_task_enqueueGlobal_hook;

static bool (*redirect_global)(void *job) = NULL;

__attribute__((swiftcall)) static void enqueue_global(void *job, enqueue_original original) {
    if (bound != NULL && redirect_global != NULL && redirect_global(job)) return;
    original(job);
}

void virtual_time_redirect_global_jobs(bool (*redirect)(void *job)) {
    redirect_global = redirect;
    swift_task_enqueueGlobal_hook = enqueue_global;
}

// Work handed to libdispatch for the main queue from a thread bound to a virtual time:
// Dispatch's Swift overlay turns `asyncAfter(deadline:execute: DispatchWorkItem)`,
// `async(execute: DispatchWorkItem)` and the forms with a QoS into `dispatch_after` and
// `dispatch_async` with a block (swift-corelibs-libdispatch, src/swift/Queue.swift), and
// libswiftDispatch imports both from libdispatch through the PLT, so the definitions here
// see them first. Blocks are called through their ABI (Clang's Block_layout: the invoke
// function is the fourth field), copied and released with libBlocksRuntime's functions.
struct block_layout {
    void *isa;
    int flags;
    int reserved;
    void (*invoke)(void *block);
};

typedef void *(*block_copy_fn)(const void *);
typedef void (*block_release_fn)(const void *);
typedef void (*dispatch_after_fn)(uint64_t when, void *queue, void *block);
typedef void (*dispatch_async_fn)(void *queue, void *block);

static bool (*redirect_main_work)(uint64_t when, void *block) = NULL;

/// Whether `queue` is libdispatch's main queue (`_dispatch_main_q`).
static int is_main_queue(void *queue) {
    static _Atomic(void *) main_queue = NULL;
    void *found = atomic_load_explicit(&main_queue, memory_order_acquire);
    if (found == NULL) {
        found = dlsym(RTLD_DEFAULT, "_dispatch_main_q");
        atomic_store_explicit(&main_queue, found, memory_order_release);
    }
    return found != NULL && queue == found;
}

/// Hands a copy of `block` to the redirection; false if it did not take it.
static int redirected(uint64_t when, void *queue, void *block) {
    if (bound == NULL || redirect_main_work == NULL || block == NULL || !is_main_queue(queue)) return 0;
    static _Atomic(void *) copy = NULL, release = NULL;
    void *copied = ((block_copy_fn)next_definition(&copy, "_Block_copy"))(block);
    if (redirect_main_work(when, copied)) return 1;
    ((block_release_fn)next_definition(&release, "_Block_release"))(copied);
    return 0;
}

void dispatch_after(uint64_t when, void *queue, void *block) {
    if (redirected(when, queue, block)) return;
    static _Atomic(void *) next = NULL;
    ((dispatch_after_fn)next_definition(&next, "dispatch_after"))(when, queue, block);
}

void dispatch_async(void *queue, void *block) {
    if (redirected(0, queue, block)) return;
    static _Atomic(void *) next = NULL;
    ((dispatch_async_fn)next_definition(&next, "dispatch_async"))(queue, block);
}

// The function forms, `dispatch_async_f` and `dispatch_after_f`, are how the concurrency
// runtime's main executor enqueues a job of main-actor code (libswift_Concurrency imports both
// through the PLT): a view's `Task {}`, which inherits the view's main-actor isolation, and
// main-actor code resuming after an `await` or waking from `Task.sleep`. From a thread bound to
// a virtual time they go to their own redirection, which runs them on the host's thread.
typedef void (*dispatch_function)(void *context);
typedef void (*dispatch_async_f_fn)(void *queue, void *context, dispatch_function work);
typedef void (*dispatch_after_f_fn)(uint64_t when, void *queue, void *context, dispatch_function work);

static bool (*redirect_main_function)(uint64_t when, void *context, dispatch_function work) = NULL;

static int redirected_function(uint64_t when, void *queue, void *context, dispatch_function work) {
    return bound != NULL && redirect_main_function != NULL && work != NULL && is_main_queue(queue)
        && redirect_main_function(when, context, work);
}

void dispatch_after_f(uint64_t when, void *queue, void *context, dispatch_function work) {
    if (redirected_function(when, queue, context, work)) return;
    static _Atomic(void *) next = NULL;
    ((dispatch_after_f_fn)next_definition(&next, "dispatch_after_f"))(when, queue, context, work);
}

void dispatch_async_f(void *queue, void *context, dispatch_function work) {
    if (redirected_function(0, queue, context, work)) return;
    static _Atomic(void *) next = NULL;
    ((dispatch_async_f_fn)next_definition(&next, "dispatch_async_f"))(queue, context, work);
}

void virtual_time_redirect_main_queue_functions(bool (*redirect)(uint64_t when, void *context, void (*work)(void *context))) {
    redirect_main_function = redirect;
}

void virtual_time_redirect_main_queue_work(bool (*redirect)(uint64_t when, void *block)) {
    redirect_main_work = redirect;
}

void virtual_time_run_block(void *block) {
    static _Atomic(void *) release = NULL;
    ((struct block_layout *)block)->invoke(block);
    ((block_release_fn)next_definition(&release, "_Block_release"))(block);
}

// Run-loop work for the main run loop from a thread bound to a virtual time: Foundation's
// `RunLoop.add(_:forMode:)` and `RunLoop.perform(_:)` (what Combine's `RunLoop` scheduler,
// `Timer.publish(every:on: .main, in:)` and `RunLoop.main.perform` come down to) call
// `CFRunLoopAddTimer` and `CFRunLoopPerformBlock` through libFoundation's PLT (checked with
// `objdump -d`), so the definitions here see them first. While a host updates, its thread runs
// the main run loop's work (a turn of the host's clock runs that thread's run loop once), so a
// timer or block meant for the main run loop goes to the calling thread's loop instead: the
// same thread when the host runs on the main thread, the host's own thread in a test process.
typedef void *(*run_loop_get_fn)(void);
typedef void (*run_loop_add_timer_fn)(void *loop, void *timer, const void *mode);
typedef void (*run_loop_perform_block_fn)(void *loop, const void *modes, void *block);

/// The calling thread's run loop in place of the main run loop, on a bound thread.
static void *host_run_loop(void *loop) {
    if (bound == NULL) return loop;
    static _Atomic(void *) get_main = NULL, get_current = NULL;
    if (loop != ((run_loop_get_fn)next_definition(&get_main, "CFRunLoopGetMain"))()) return loop;
    return ((run_loop_get_fn)next_definition(&get_current, "CFRunLoopGetCurrent"))();
}

typedef double (*timer_fire_date_fn)(void *timer);
typedef void (*timer_set_fire_date_fn)(void *timer, double date);

void CFRunLoopAddTimer(void *loop, void *timer, const void *mode) {
    static _Atomic(void *) next = NULL, get_date = NULL, set_date = NULL;
    if (bound != NULL) {
        // A fire date computed through `Date` (seconds since 2001 in a Double) is off by up to
        // about 0.1 µs, and the run loop compares it with the clock exactly: as with the clock's
        // own work (`VirtualClock.runDue`), a timer due within a microsecond of a turn fires in it.
        double date = ((timer_fire_date_fn)next_definition(&get_date, "CFRunLoopTimerGetNextFireDate"))(timer);
        ((timer_set_fire_date_fn)next_definition(&set_date, "CFRunLoopTimerSetNextFireDate"))(timer, date - 1e-6);
    }
    ((run_loop_add_timer_fn)next_definition(&next, "CFRunLoopAddTimer"))(host_run_loop(loop), timer, mode);
}

void CFRunLoopPerformBlock(void *loop, const void *modes, void *block) {
    static _Atomic(void *) next = NULL;
    ((run_loop_perform_block_fn)next_definition(&next, "CFRunLoopPerformBlock"))(host_run_loop(loop), modes, block);
}

// Timer sources on the main queue made from a thread bound to a virtual time: Combine's
// `DispatchQueue` scheduler runs `debounce`, `throttle` and repeating work on a
// `DispatchSource.makeTimerSource(queue: .main)` (OpenCombineDispatch), which the Swift overlay
// drives with `dispatch_source_create`, `dispatch_source_set_event_handler`,
// `dispatch_source_set_timer`, `dispatch_resume` and `dispatch_source_cancel`, all imported
// from libdispatch through the PLT. Such a source stays a real one (created, resumed, cancelled
// and released by libdispatch, its timer never set), and its firings are the virtual clock's:
// each arming hands the redirection a token that `virtual_time_fire_timer` later fires. As
// libdispatch's timers do, firings the clock has passed coalesce into one, and the next stays
// on the start + k·interval grid.
#include <pthread.h>
#include <string.h>

typedef void *(*source_create_fn)(const void *type, uintptr_t handle, uintptr_t mask, void *queue);
typedef void (*source_set_handler_fn)(void *source, void *block);
typedef void (*source_set_timer_fn)(void *source, uint64_t start, uint64_t interval, uint64_t leeway);
typedef void (*object_fn)(void *object);

struct virtual_timer {
    void *source;
    void *handler;      // a copy of the event handler block
    uint64_t start;     // dispatch time of the next firing; 0 until set
    uint64_t interval;  // nanoseconds; DISPATCH_TIME_FOREVER (~0) for a one-shot
    uint64_t token;     // the arming the clock holds; 0 when none
    int resumed;
};

enum { virtual_timer_capacity = 1024 };
static struct virtual_timer timers[virtual_timer_capacity];
static pthread_mutex_t timers_lock = PTHREAD_MUTEX_INITIALIZER;
static uint64_t last_token = 0;
static bool (*redirect_main_timer)(uint64_t when, uint64_t token) = NULL;

static struct virtual_timer *find_timer(void *source) {
    for (int index = 0; index < virtual_timer_capacity; index++) {
        if (timers[index].source == source && source != NULL) return &timers[index];
    }
    return NULL;
}

static void release_block(void *block) {
    static _Atomic(void *) release = NULL;
    if (block != NULL) ((block_release_fn)next_definition(&release, "_Block_release"))(block);
}

/// Hands the timer's next firing to the clock (called with the lock held).
static void arm(struct virtual_timer *timer) {
    timer->token = 0;
    if (!timer->resumed || timer->handler == NULL || timer->start == 0 || timer->start == ~(uint64_t)0
        || redirect_main_timer == NULL) return;
    timer->token = ++last_token;
    if (!redirect_main_timer(timer->start, timer->token)) timer->token = 0;
}

void *dispatch_source_create(const void *type, uintptr_t handle, uintptr_t mask, void *queue) {
    static _Atomic(void *) next = NULL, timer_type = NULL;
    void *source = ((source_create_fn)next_definition(&next, "dispatch_source_create"))(type, handle, mask, queue);
    void *timer_kind = atomic_load_explicit(&timer_type, memory_order_acquire);
    if (timer_kind == NULL) {
        timer_kind = dlsym(RTLD_DEFAULT, "_dispatch_source_type_timer");
        atomic_store_explicit(&timer_type, timer_kind, memory_order_release);
    }
    if (source == NULL || bound == NULL || redirect_main_timer == NULL || type != timer_kind || !is_main_queue(queue)) return source;
    pthread_mutex_lock(&timers_lock);
    struct virtual_timer *slot = NULL;
    for (int index = 0; index < virtual_timer_capacity && slot == NULL; index++) {
        if (timers[index].source == NULL) slot = &timers[index];
    }
    if (slot != NULL) {
        memset(slot, 0, sizeof *slot);
        slot->source = source;
        slot->interval = ~(uint64_t)0;
    }
    pthread_mutex_unlock(&timers_lock);
    return source;
}

void dispatch_source_set_event_handler(void *source, void *handler) {
    static _Atomic(void *) next = NULL, copy = NULL;
    pthread_mutex_lock(&timers_lock);
    struct virtual_timer *timer = find_timer(source);
    if (timer != NULL) {
        release_block(timer->handler);
        timer->handler = handler == NULL ? NULL : ((block_copy_fn)next_definition(&copy, "_Block_copy"))(handler);
        arm(timer);
    }
    pthread_mutex_unlock(&timers_lock);
    if (timer == NULL) ((source_set_handler_fn)next_definition(&next, "dispatch_source_set_event_handler"))(source, handler);
}

void dispatch_source_set_timer(void *source, uint64_t start, uint64_t interval, uint64_t leeway) {
    static _Atomic(void *) next = NULL;
    pthread_mutex_lock(&timers_lock);
    struct virtual_timer *timer = find_timer(source);
    void *handler = NULL;
    if (timer != NULL && start != ~(uint64_t)0 && (start >> 62) != 0) {
        // A wall-clock start (`DispatchWallTime`): left to libdispatch, with its handler.
        handler = timer->handler;
        memset(timer, 0, sizeof *timer);
        timer = NULL;
    } else if (timer != NULL) {
        // DISPATCH_TIME_NOW (0) is the clock's now: the first turn after this one.
        timer->start = start == 0 ? 1 : start;
        timer->interval = interval;
        arm(timer);
    }
    pthread_mutex_unlock(&timers_lock);
    if (handler != NULL) {
        static _Atomic(void *) set_handler = NULL;
        ((source_set_handler_fn)next_definition(&set_handler, "dispatch_source_set_event_handler"))(source, handler);
        release_block(handler);
    }
    if (timer == NULL) ((source_set_timer_fn)next_definition(&next, "dispatch_source_set_timer"))(source, start, interval, leeway);
}

void dispatch_resume(void *object) {
    static _Atomic(void *) next = NULL;
    pthread_mutex_lock(&timers_lock);
    struct virtual_timer *timer = find_timer(object);
    if (timer != NULL && !timer->resumed) {
        timer->resumed = 1;
        arm(timer);
    }
    pthread_mutex_unlock(&timers_lock);
    ((object_fn)next_definition(&next, "dispatch_resume"))(object);
}

void dispatch_source_cancel(void *source) {
    static _Atomic(void *) next = NULL;
    pthread_mutex_lock(&timers_lock);
    struct virtual_timer *timer = find_timer(source);
    void *handler = NULL;
    if (timer != NULL) {
        handler = timer->handler;
        memset(timer, 0, sizeof *timer);
    }
    pthread_mutex_unlock(&timers_lock);
    release_block(handler);
    ((object_fn)next_definition(&next, "dispatch_source_cancel"))(source);
}

void virtual_time_redirect_main_queue_timers(bool (*redirect)(uint64_t when, uint64_t token)) {
    redirect_main_timer = redirect;
}

void virtual_time_fire_timer(uint64_t token, uint64_t now) {
    static _Atomic(void *) copy = NULL;
    pthread_mutex_lock(&timers_lock);
    struct virtual_timer *timer = NULL;
    for (int index = 0; index < virtual_timer_capacity && timer == NULL; index++) {
        if (timers[index].source != NULL && timers[index].token == token) timer = &timers[index];
    }
    void *handler = NULL;
    if (timer != NULL) {
        handler = ((block_copy_fn)next_definition(&copy, "_Block_copy"))(timer->handler);
        if (timer->interval == ~(uint64_t)0 || timer->interval == 0) {
            timer->start = 0;
            timer->token = 0;
        } else {
            uint64_t next = timer->start > 1 ? timer->start + timer->interval : now + timer->interval;
            while (next <= now) next += timer->interval;
            timer->start = next;
            arm(timer);
        }
    }
    pthread_mutex_unlock(&timers_lock);
    if (handler != NULL) virtual_time_run_block(handler);
}
