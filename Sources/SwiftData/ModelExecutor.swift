/// What runs a model actor's work with its context (Apple's documentation of `ModelExecutor`).
public protocol ModelExecutor: AnyObject, Sendable {
    var modelContext: ModelContext { get }
}

/// A model executor that is also the serial executor of its actor (Apple's documentation of
/// `SerialModelExecutor`).
public protocol SerialModelExecutor: ModelExecutor, SerialExecutor {}

/// The executor `@ModelActor` gives an actor: it holds the actor's own context on the
/// container. The actor's jobs run on the default actor executor, so that a model actor a
/// preview starts runs, like the rest of the preview, on the host's thread at its virtual time
/// (see `HostExecutor`); SwiftData runs them on a queue of the executor's own. Unchecked: the
/// context is set once here, and an actor's code uses it from one thread at a time.
public final class DefaultSerialModelExecutor: ModelExecutor, @unchecked Sendable {
    public let modelContext: ModelContext

    public init(modelContext: ModelContext) { self.modelContext = modelContext }
}
