// What Apple's Foundation re-exports from Core Foundation, the Objective-C runtime and Dispatch
// that Linux's lacks: Core Foundation's bridged types, `CFAbsoluteTimeGetCurrent`, associated
// objects, `autoreleasepool`, `NSData`'s compression and Dispatch's memory pressure sources. The
// previewed app's files get it through `_FoundationGaps`, and every file of a package snap builds
// through `_DarwinGaps`. It imports Foundation without re-exporting it: a package file that imports
// Linux's Foundation `@preconcurrency` keeps its C globals so: a file prints to `stderr` so in
// pointfreeco/xctest-dynamic-overlay@64c39df184a2d986181bc12597b1f3f9962208cd, Sources/IssueReporting/Internal/Warn.swift.
