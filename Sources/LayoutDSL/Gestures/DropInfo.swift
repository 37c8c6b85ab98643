/// What a drop delegate is told about a drop (Apple's documentation of `DropInfo`): where it is,
/// in the drop target's coordinate space, and the item providers of the dragged items.
public struct DropInfo {
    /// The drop's location in the target view's local coordinates.
    public var location: CGPoint { storedLocation }
    let storedLocation: CGPoint
    let providers: [NSItemProvider]

    init(location: CGPoint, providers: [NSItemProvider]) {
        storedLocation = location
        self.providers = providers
    }

    /// Whether some item has a representation of one of `contentTypes` or of a type conforming to
    /// one (a provider of PNG data has an image).
    public func hasItemsConforming(to contentTypes: [UTType]) -> Bool { !itemProviders(for: contentTypes).isEmpty }

    /// The form with type identifiers (iOS 13).
    public func hasItemsConforming(to types: [String]) -> Bool { hasItemsConforming(to: types.map(Self.type)) }

    /// The providers with a representation of one of `contentTypes` or of a conforming type, in
    /// the order of the drag.
    public func itemProviders(for contentTypes: [UTType]) -> [NSItemProvider] {
        providers.filter { provider in
            provider.registeredTypeIdentifiers.contains { identifier in
                contentTypes.contains { Self.type(identifier).conforms(to: $0) }
            }
        }
    }

    public func itemProviders(for types: [String]) -> [NSItemProvider] { itemProviders(for: types.map(Self.type)) }

    /// The type an identifier names: a declared one, else a type of that identifier alone.
    private static func type(_ identifier: String) -> UTType { UTType(identifier) ?? UTType(importedAs: identifier) }
}
