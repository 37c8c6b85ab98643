// What Apple's Foundation re-exports from Darwin and Linux's Foundation (which re-exports Glibc)
// lacks, as far as packages built for Apple platforms use it with only Foundation imported:
// the unfair lock, dyld's image list (pointfreeco/xctest-dynamic-overlay@1.13.1:
// its IssueReporting/IssueReporters/DefaultReporter.swift calls `_dyld_image_count` so) and
// Dispatch's time constants (`NSEC_PER_SEC`…).
#include "../include/os/lock.h"
#include "../include/mach-o/dyld.h"
#include "dispatch_time.h"
