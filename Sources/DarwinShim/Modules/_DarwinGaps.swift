// What Apple's Dispatch and Foundation declare and Linux's lack, which every Swift file of a
// package snap builds imports (`-import-module _DarwinGaps`), as every file that imports Foundation
// or Dispatch sees it on Apple platforms: the C module of the same name (Darwin's unfair lock and
// dyld's image list, DarwinGaps.h), and Combine's schedulers of `DispatchQueue`, `RunLoop` and
// `OperationQueue` with Foundation's publishers (`Timer.publish`, `NotificationCenter.publisher`),
// which OpenCombine declares in OpenCombineDispatch and OpenCombineFoundation. They must be
// visible as Dispatch's are, to a file's public declarations: swift-dependencies' `mainQueue` is an
// `AnySchedulerOf<DispatchQueue>` in a file that imports Combine internally and Dispatch publicly
// (pointfreeco/swift-dependencies@1.17.1, its Dependencies/DependencyValues/MainQueue.swift).
@_exported import _DarwinGaps
@_exported import OpenCombineDispatch
@_exported import OpenCombineFoundation
// And what Apple's Foundation declares that Linux's lacks: `URLSession` and its family, which
// Linux keeps in FoundationNetworking, and what it re-exports from Core Foundation, the
// Objective-C runtime and Dispatch (`_DarwinFoundation`: bridged types, associated objects,
// `autoreleasepool`; kean/Nuke@0ead44350d2737db384908569c012fe67c421e4d uses them in files that
// import only Foundation). Not `_FoundationGaps`, which re-exports Foundation itself: a file that
// imports Foundation `@preconcurrency` would lose that for Glibc's globals.
@_exported import FoundationNetworking
@_exported import _DarwinFoundation
// Keychain Services, which Apple's Foundation brings with it (`_Security`, under its own name, so
// `canImport(Security)` keeps its answer).
@_exported import _Security
