import Synchronization

/// A stored property of a view that the engine updates before evaluating its body
/// (`@State`, `@Binding`, `@Environment`, `@StateObject`, `@ObservedObject`, or a user type
/// composed of them).
public protocol DynamicProperty {
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

/// Where a dynamic property is installed: the view's identity, the slot of the property, and
/// the environment the view is evaluated in.
struct InstallSite {
    unowned let graph: ViewGraph
    /// The view being evaluated: what a change of the property invalidates.
    let view: Int
    /// Where the property's storage lives (the view's identity, or a slot below it for
    /// properties nested in a user `DynamicProperty`).
    let identity: Int
    let slot: Int
    let environment: EnvironmentValues
    /// The view type and property name, for diagnostics.
    let owner: Any.Type
    let name: String?

    var label: String { "\(owner).\((name ?? "property \(slot)").trimmingPrefix("_"))" }
}

/// The engine's side of the built-in dynamic properties. Properties keep their storage in a
/// reference box, so installing through a reflected copy reaches the view being evaluated.
protocol InstallableProperty: ComparedProperty {
    func install(at site: InstallSite)
}

extension InstallableProperty {
    /// Graph-owned storage (state, environment) is the same whatever the view value holds.
    func isSameProperty(as other: Any) -> Bool { true }
}

/// Properties `ViewEquality` compares by their own rule rather than by their bytes: an
/// observed object by identity, a binding by its value, graph-owned storage not at all.
protocol ComparedProperty {
    /// Whether the property in a new value of the view is the one in the old value.
    func isSameProperty(as other: Any) -> Bool
}

extension ViewGraph {
    /// Installs the dynamic properties found in `value`'s stored properties, recursively through
    /// user-defined `DynamicProperty` types. Types without any are remembered and skipped.
    func installDynamicProperties<V>(of value: V, in context: BuildContext) {
        let type = ObjectIdentifier(V.self)
        if DynamicPropertyTypes.shared.hasNone(type) { return }
        let found = install(Mirror(reflecting: value), owner: V.self, view: context.identity, identity: context.identity,
                            environment: context.environment)
        if !found { DynamicPropertyTypes.shared.markNone(type) }
    }

    /// Installs the dynamic properties a non-view value declares (a style's), at a slot below
    /// the property that holds it.
    func installNested(_ value: Any, at site: InstallSite) {
        _ = install(Mirror(reflecting: value), owner: type(of: value), view: site.view,
                    identity: identities.child(of: site.identity, .slot(site.slot)), environment: site.environment)
    }

    private func install(_ mirror: Mirror, owner: Any.Type, view: Int, identity: Int, environment: EnvironmentValues) -> Bool {
        var found = false
        for (slot, child) in mirror.children.enumerated() {
            if let property = child.value as? InstallableProperty {
                property.install(at: InstallSite(graph: self, view: view, identity: identity, slot: slot, environment: environment,
                                                 owner: owner, name: child.label))
                found = true
            } else if child.value is DynamicProperty {
                let nested = identities.child(of: identity, .slot(slot))
                found = install(Mirror(reflecting: child.value), owner: type(of: child.value), view: view, identity: nested,
                                environment: environment) || found
            }
        }
        return found
    }
}

/// Remembers which view types hold no dynamic properties, so their bodies are evaluated without
/// reflection. A fact about a type, the same for every host, so one set serves the process.
final class DynamicPropertyTypes: Sendable {
    static let shared = DynamicPropertyTypes()
    private let none = Mutex<Set<ObjectIdentifier>>([])

    func hasNone(_ type: ObjectIdentifier) -> Bool { none.withLock { $0.contains(type) } }
    func markNone(_ type: ObjectIdentifier) { none.withLock { _ = $0.insert(type) } }
}
