/// A global actor no declaration runs on. It exists only to be in conflict with `MainActor`.
@globalActor
public actor _ConflictingGlobalActor {
    public static let shared = _ConflictingGlobalActor()
}

/// Conforming to this marker besides a main-actor protocol leaves a type with no inferred
/// isolation: Swift infers a global actor from the protocols of a type's declaration only when
/// they agree on one (SE-0316, "Global actor inference"), and this one names another. SwiftUI's
/// `Shape` refines `View`, which is `@MainActor` since iOS 18, together with its own such marker
/// (`_RemoveGlobalActorIsolation` in the iOS 18 SDK), so a shape's `path(in:)` can be called
/// from any context, as drawing and layout code (`Layout`, `Canvas`, other shapes) do.
@_marker @_ConflictingGlobalActor
public protocol _RemoveGlobalActorIsolation {}
