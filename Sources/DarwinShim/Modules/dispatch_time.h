// Dispatch's time constants, as Apple's `dispatch/time.h` defines them and Apple's Foundation
// re-exports them through Dispatch: Swift imports each as a `UInt64` (an `ull` literal), as it does
// on Darwin. Linux's Dispatch defines them in its C module, which its Swift module does not
// re-export, so packages built for Apple platforms that use them with only Foundation imported
// fail (pointfreeco/swift-composable-architecture@1eaa6fa2ee57ac42843283b9fd3457af408c858d turns a
// deprecated timeout's nanoseconds into a `Duration` with `NSEC_PER_SEC`).
#ifndef DARWIN_SHIM_DISPATCH_TIME_H
#define DARWIN_SHIM_DISPATCH_TIME_H

#ifndef NSEC_PER_SEC
#define NSEC_PER_SEC 1000000000ull
#endif
#ifndef NSEC_PER_MSEC
#define NSEC_PER_MSEC 1000000ull
#endif
#ifndef USEC_PER_SEC
#define USEC_PER_SEC 1000000ull
#endif
#ifndef NSEC_PER_USEC
#define NSEC_PER_USEC 1000ull
#endif

#endif
