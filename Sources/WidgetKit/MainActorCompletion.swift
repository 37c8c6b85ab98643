import LayoutDSL

/// Runs async main-actor code to its end from synchronous main-actor code, turning the main run
/// loop meanwhile: a widget preview's `timeline:` closure and a timeline provider's methods are
/// async, and a preview's entries are needed before it renders. The code runs on the main
/// thread while the preview is being built, so it reads the same clock the preview's body does
/// (`ViewHost.atTimeZero`).
@MainActor func runToCompletion<T>(_ operation: @escaping @MainActor () async -> T) -> T {
    let box = CompletionBox<T>()
    Task { @MainActor in box.value = await operation() }
    while box.value == nil { _ = RunLoop.main.run(mode: .default, before: .distantFuture) }
    return box.value!
}

/// Where `runToCompletion`'s task leaves its result.
private final class CompletionBox<T> {
    var value: T?
}
