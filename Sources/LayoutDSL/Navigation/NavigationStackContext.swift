/// What the views of a navigation stack reach through the environment while it is built: the
/// destinations registered by `navigationDestination(for:)` (by value type) and the ways to
/// push onto the stack (a value onto its path, or a view from a destination link).
final class NavigationStackContext {
    private var destinations: [ObjectIdentifier: (AnyHashable) -> AnyView] = [:]
    let pushValue: (AnyHashable) -> Void
    let pushView: (AnyView) -> Void

    init(pushValue: @escaping (AnyHashable) -> Void, pushView: @escaping (AnyView) -> Void) {
        self.pushValue = pushValue; self.pushView = pushView
    }

    func register<D: Hashable>(_ type: D.Type, _ destination: @escaping (D) -> AnyView) {
        destinations[ObjectIdentifier(type)] = { value in (value.base as? D).map(destination) ?? AnyView(EmptyView()) }
    }

    /// The view for a pushed value; nil when no destination for its type is registered.
    func destination(for value: AnyHashable) -> AnyView? {
        destinations[ObjectIdentifier(type(of: value.base))]?(value)
    }
}

private struct NavigationStackContextKey: EnvironmentKey { static let defaultValue: NavigationStackContext? = nil }

extension EnvironmentValues {
    var navigationStack: NavigationStackContext? {
        get { self[NavigationStackContextKey.self] } set { self[NavigationStackContextKey.self] = newValue }
    }
}
