// Apple's Security for the packages snap builds with UIKit (`PackageDarwinView.uikitModules`): the
// runtime's `_Security`, which a previewed app's `import Security` means too (`AppleFramework.modules`):
// Keychain Services over the process's in-memory keychain, for a package file that imports Security
// by name. Only with UIKit: a graph without it keeps its `canImport(Security)` answer (swift-nio-ssl's TLS).
@_exported import _Security
