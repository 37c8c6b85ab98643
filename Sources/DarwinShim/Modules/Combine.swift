// Combine for the packages snap builds: the runtime's OpenCombine, whose types the previewed app's
// `import Combine` (`-module-alias Combine=OpenCombine`) and SwiftUI's `ObservableObject` use, so a
// package's `Publisher` is the app's. Apple's Dispatch and Foundation declare the schedulers of
// their types; here `_DarwinGaps` brings them (_DarwinGaps.swift).
@_exported import OpenCombine
