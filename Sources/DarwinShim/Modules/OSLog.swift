// Apple's `OSLog` for packages snap builds: it re-exports `os`, as Apple's does, so `os.Logger`
// names the runtime's `_OSLog.Logger`.
@_exported import os
