/// An actor that works with models on a context of its own (Apple's documentation of
/// `ModelActor`, made by `@ModelActor`): background imports and batch edits. Its context shares
/// the container's store, so what it inserts and saves is what the main context fetches.
public protocol ModelActor: Actor {
    nonisolated var modelContainer: ModelContainer { get }
    nonisolated var modelExecutor: any ModelExecutor { get }
}

extension ModelActor {
    /// The actor's context.
    public var modelContext: ModelContext { modelExecutor.modelContext }

    /// The model with the identifier in the actor's context, if it is one of type `T`.
    public subscript<T: PersistentModel>(id: PersistentIdentifier, as type: T.Type) -> T? {
        modelContext.registeredModel(for: id)
    }
}
