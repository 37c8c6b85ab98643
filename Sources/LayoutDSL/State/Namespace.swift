/// A namespace for `matchedGeometryEffect` and similar pairings (`@Namespace`): its `ID` is
/// stable for the view's identity, and different for every other view and property.
@propertyWrapper
public struct Namespace: DynamicProperty {
    public struct ID: Hashable, Sendable {
        let value: Int
    }
    let box = NamespaceBox()

    public init() {}

    public var wrappedValue: ID { ID(value: box.id ?? -1) }
}

final class NamespaceBox { var id: Int? }

extension Namespace: InstallableProperty {
    func install(at site: InstallSite) { box.id = site.graph.identities.child(of: site.identity, .slot(site.slot)) }
}
