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
