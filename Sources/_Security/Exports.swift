// `import Security` in a preview: Keychain Services over an in-memory keychain, access control,
// random bytes and result codes, with Apple's names. Named `_Security` for the reason `_OSLog`
// is: packages test `#if canImport(Security)` to take Apple's branch (swift-nio-ssl, swift-crypto),
// and `snap render` compiles a preview's `import Security` as `import _Security`. Apple's
// Security re-exports Core Foundation, whose bridged types `_DarwinFoundation` gives.
@_exported import _DarwinFoundation
// Not Foundation: Apple's framework re-exports Core Foundation only, and packages see this module
// through `_DarwinGaps`, where re-exporting Foundation would undo a file's `@preconcurrency import
// Foundation` for Glibc's globals (pointfreeco/xctest-dynamic-overlay's `stderr`).
import Foundation
