/// Runs main-actor code, such as a view's `body` or a style's `makeBody(configuration:)`, on the
/// calling thread without checking that it is the main thread.
///
/// iOS 18 declares `View`, `ViewModifier` and the style protocols `@MainActor`, so app code
/// type-checks against them as it does with Xcode (an `@MainActor` model as a view's
/// `@StateObject`), and SwiftUI calls them on the main thread. The engine calls them on the one
/// thread that owns a view graph: the main thread in a preview program (`runPreviews` is
/// `@MainActor`), any single thread in a test, since a `ViewHost` is never used by two threads
/// at once and tests lay out their graphs in parallel. `MainActor.assumeIsolated` would trap
/// there; this is the same conversion without its check: a synchronous function's isolation is
/// not part of how it is called, so the function value is reinterpreted as a nonisolated one.
@inline(__always)
package func mainActorUnchecked<T>(_ operation: @MainActor () -> T) -> T {
    withoutActuallyEscaping(operation) { operation in
        unsafeBitCast(operation, to: (() -> T).self)()
    }
}
