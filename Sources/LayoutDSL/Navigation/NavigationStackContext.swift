/// What the views of a navigation stack reach through the environment while it is built: the
/// destinations registered by `navigationDestination(for:)` (by value type) and the ways to
/// push onto the stack (a value onto its path, or a view from a destination link). In a split
/// view's sidebar or content column, pushes show in the next column instead (`redirect`).
final class NavigationStackContext {
    private var destinations: [ObjectIdentifier: (AnyHashable) -> AnyView] = [:]
    private let pushValue: (AnyHashable) -> Void
    private let pushView: (AnyView) -> Void
    private let redirect: ((AnyView) -> Void)?

    init(pushValue: @escaping (AnyHashable) -> Void, pushView: @escaping (AnyView) -> Void, redirect: ((AnyView) -> Void)?) {
        self.pushValue = pushValue; self.pushView = pushView; self.redirect = redirect
    }

    func push(_ value: AnyHashable) {
        guard let redirect else { return pushValue(value) }
        redirect(destination(for: value) ?? AnyView(EmptyView()))
    }

    func push(_ view: AnyView) {
        guard let redirect else { return pushView(view) }
        redirect(view)
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
private struct NavigationColumnTargetKey: EnvironmentKey { static let defaultValue: ((AnyView) -> Void)? = nil }

extension EnvironmentValues {
    var navigationStack: NavigationStackContext? {
        get { self[NavigationStackContextKey.self] } set { self[NavigationStackContextKey.self] = newValue }
    }
    /// Set by a split view on a column whose links show their destination in the next column.
    var navigationColumnTarget: ((AnyView) -> Void)? {
        get { self[NavigationColumnTargetKey.self] } set { self[NavigationColumnTargetKey.self] = newValue }
    }
}
