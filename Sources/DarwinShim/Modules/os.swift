// Apple's `os` for packages snap builds: the runtime's `_OSLog` (`Logger`, `os_log`, `os_signpost`,
// `OSSignposter`, `OSAllocatedUnfairLock`), which a preview's `import os` imports too.
@_exported import _OSLog
