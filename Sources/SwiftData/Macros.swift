/// Makes a class a persistent model: its stored properties are tracked through Observation, as
/// `@Observable` tracks them, and the class conforms to `PersistentModel` (which refines
/// `Observable`), so a SwiftUI view that reads a model re-renders when the model changes.
/// The implementation is `ModelMacro` in the `PreviewMacros` plugin, named here only.
@attached(member, names: named(_$observationRegistrar), named(_$persistentState), named(access), named(withMutation),
          named(_$relationships), named(_$uniqueKeyPaths))
@attached(memberAttribute)
@attached(extension, conformances: PersistentModel, Observable)
public macro Model() = #externalMacro(module: "PreviewMacros", type: "ModelMacro")

/// What `@Model` attaches to each persisted stored property: getter, setter and `_modify` through
/// the model's observation registrar, over `_name` storage (as `@ObservationTracked` does).
@attached(accessor, names: named(init), named(get), named(set), named(_modify))
@attached(peer, names: prefixed(`_`))
public macro _PersistedProperty() = #externalMacro(module: "PreviewMacros", type: "PersistedPropertyMacro")

/// Customizes how a model's property is stored (`@Attribute(.unique) var id: UUID`). Here the
/// options are schema metadata; `.unique` makes an insert replace the model with the same value.
@attached(peer)
public macro Attribute(_ options: Schema.Attribute.Option..., originalName: String? = nil, hashModifier: String? = nil) =
    #externalMacro(module: "PreviewMacros", type: "SwiftDataMarkerMacro")

/// A relationship's options (`@Relationship(deleteRule: .cascade, inverse: \Trip.destination)`).
/// `.cascade` deletes the related models with the model, `.nullify` (the default) removes the
/// model from their inverse end; the inverse is kept in step as in SwiftData (`_ModelRelationship`).
@attached(peer)
public macro Relationship(_ options: Schema.Relationship.Option..., deleteRule: Schema.Relationship.DeleteRule = .nullify,
                          minimumModelCount: Int? = 0, maximumModelCount: Int? = 0, originalName: String? = nil,
                          inverse: AnyKeyPath? = nil, hashModifier: String? = nil) =
    #externalMacro(module: "PreviewMacros", type: "SwiftDataMarkerMacro")

/// A property `@Model` neither persists nor tracks (as in SwiftData, views do not observe it).
@attached(peer)
public macro Transient() = #externalMacro(module: "PreviewMacros", type: "SwiftDataMarkerMacro")

/// iOS 18's uniqueness constraints over key paths of a model, declared in its body; accepted, not enforced.
@freestanding(declaration)
public macro Unique<T>(_ constraints: [PartialKeyPath<T>]...) =
    #externalMacro(module: "PreviewMacros", type: "SwiftDataSchemaConstraintMacro") where T: PersistentModel

/// iOS 18's store indexes over key paths of a model, declared in its body; accepted, no effect in memory.
@freestanding(declaration)
public macro Index<T>(_ indices: [PartialKeyPath<T>]...) =
    #externalMacro(module: "PreviewMacros", type: "SwiftDataSchemaConstraintMacro") where T: PersistentModel

/// Makes an actor a `ModelActor` (Apple's documentation of `ModelActor()`): it gets a
/// `modelContainer`, a `modelExecutor` holding a context of its own on that container, and
/// `init(modelContainer:)`. The implementation is `ModelActorMacro` in the `PreviewMacros` plugin.
@attached(member, names: named(modelExecutor), named(modelContainer), named(init))
@attached(extension, conformances: ModelActor)
public macro ModelActor() = #externalMacro(module: "PreviewMacros", type: "ModelActorMacro")
