import OpenCombine

/// On Apple platforms Foundation declares `ObservableObject` and `Published` as aliases of
/// Combine's, so a model file that imports only Foundation conforms to `ObservableObject` and
/// uses `@Published`; here they are OpenCombine's, which SwiftUI's `ObservedObject` takes.
public typealias ObservableObject = OpenCombine.ObservableObject
public typealias Published = OpenCombine.Published
