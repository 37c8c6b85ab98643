// `import SystemConfiguration` in a preview and in the packages snap builds: network
// reachability (`SCNetworkReachability…`), which apps' and Alamofire's reachability monitors
// call. Named `_SystemConfiguration` and imported under Apple's name (a preview's import is
// renamed; packages get a `SystemConfiguration` module that re-exports it, PackageDarwinView), as
// `_OSLog` is. Apple's framework re-exports Core Foundation, whose bridged types
// `_DarwinFoundation` gives.
@_exported import _DarwinFoundation
// Not Foundation: Apple's framework re-exports Core Foundation only, and packages see this module
// through `_DarwinGaps`, where re-exporting Foundation would undo a file's `@preconcurrency import
// Foundation` for Glibc's globals (pointfreeco/xctest-dynamic-overlay's `stderr`).
import Foundation
