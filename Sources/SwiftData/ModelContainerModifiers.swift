import LayoutDSL

/// The context views read with `@Environment(\.modelContext)` and `@Query` fetch from.
private struct ModelContextKey: EnvironmentKey {
    /// Without `.modelContainer`, SwiftData's environment holds a context of an empty in-memory
    /// container; here that context works like any other (inserts are kept), one for the process.
    nonisolated(unsafe) static let shared: ModelContext = {
        // Cannot throw: the in-memory store has nothing to open (`ModelContainer.init` throws on
        // no path here; it is `throws` for SwiftData's signature).
        let container = try! ModelContainer(for: Schema(), configurations: [ModelConfiguration(isStoredInMemoryOnly: true)])
        return container.mainContext
    }()
    static var defaultValue: ModelContext { shared }
}

extension EnvironmentValues {
    public var modelContext: ModelContext {
        get { self[ModelContextKey.self] }
        set { self[ModelContextKey.self] = newValue }
    }
}

nonisolated extension View {
    /// Puts the container's main context in this view's environment.
    public func modelContainer(_ container: ModelContainer) -> some View {
        environment(\.modelContext, container.mainContext)
    }

    /// Makes an in-memory container for the model type (and the types it refers to) the first
    /// time the view appears at its position, and keeps it while the view stays; `inMemory` is
    /// recorded, every store being in memory here. `onSetup` is called once, with the container.
    public func modelContainer(for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
                               isUndoEnabled: Bool = false,
                               onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }) -> some View {
        modelContainer(for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, isUndoEnabled: isUndoEnabled,
                       onSetup: onSetup)
    }

    /// The array form of `modelContainer(for:inMemory:isAutosaveEnabled:isUndoEnabled:onSetup:)`.
    public func modelContainer(for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
                               isUndoEnabled: Bool = false,
                               onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }) -> some View {
        ModelContainerHost(content: self, setup: ContainerSetup(types: modelTypes, inMemory: inMemory,
                                                                 isAutosaveEnabled: isAutosaveEnabled, onSetup: onSetup))
    }

    /// Puts the context in this view's environment.
    public func modelContext(_ modelContext: ModelContext) -> some View {
        environment(\.modelContext, modelContext)
    }
}

extension Scene {
    /// Puts the container's main context in the environment of the scene's views.
    nonisolated public func modelContainer(_ container: ModelContainer) -> some Scene {
        environment(\.modelContext, container.mainContext)
    }

    /// Makes an in-memory container for the model type, for the scene's views. A scene has no
    /// state of its own here: the container is made when the modifier is applied.
    nonisolated public func modelContainer(for modelType: any PersistentModel.Type, inMemory: Bool = false,
                                           isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false,
                                           onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }) -> some Scene {
        modelContainer(for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, isUndoEnabled: isUndoEnabled,
                       onSetup: onSetup)
    }

    nonisolated public func modelContainer(for modelTypes: [any PersistentModel.Type], inMemory: Bool = false,
                                           isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false,
                                           onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }) -> some Scene {
        let setup = ContainerSetup(types: modelTypes, inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, onSetup: onSetup)
        return environment(\.modelContext, setup.make()?.mainContext ?? EnvironmentValues().modelContext)
    }

    /// Puts the context in the environment of the scene's views.
    nonisolated public func modelContext(_ modelContext: ModelContext) -> some Scene {
        environment(\.modelContext, modelContext)
    }
}

/// How `.modelContainer(for:…)` makes its container.
struct ContainerSetup {
    let types: [any PersistentModel.Type]
    let inMemory: Bool
    let isAutosaveEnabled: Bool
    let onSetup: (Result<ModelContainer, any Error>) -> Void

    func make() -> ModelContainer? {
        let result = Result {
            try ModelContainer(for: Schema(types), configurations: [ModelConfiguration(isStoredInMemoryOnly: inMemory)])
        }
        if case .success(let container) = result { container.mainContext.autosaveEnabled = isAutosaveEnabled }
        onSetup(result)
        return try? result.get()
    }
}

/// Holds the container `.modelContainer(for:)` made, in the state of the view's position.
final class ContainerHolder {
    private var container: ModelContainer?
    private var made = false

    func container(_ setup: ContainerSetup) -> ModelContainer? {
        if !made { made = true; container = setup.make() }
        return container
    }
}

struct ModelContainerHost<Content: View>: View {
    let content: Content
    let setup: ContainerSetup
    @State private var holder = ContainerHolder()

    var body: some View {
        content.environment(\.modelContext, holder.container(setup)?.mainContext ?? EnvironmentValues().modelContext)
    }
}
