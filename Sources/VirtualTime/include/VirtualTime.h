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

#endif
