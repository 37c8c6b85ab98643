// Apple's `OSLog` for packages snap builds: it re-exports `os`, as Apple's does, so `os.Logger`
// names the runtime's `_OSLog.Logger`.
@_exported import os
// And Foundation, as Apple's does: Apple's Foundation, which here is Linux's with what it lacks
// (`_FoundationGaps`: Combine's `Published` and `ObservableObject`, Observation, FoundationNetworking).
// A file that imports only `OSLog` declares `@Published` properties
// (pointfreeco/swift-composable-architecture@1eaa6fa2ee57ac42843283b9fd3457af408c858d, its `Logger`).
@_exported import _FoundationGaps
