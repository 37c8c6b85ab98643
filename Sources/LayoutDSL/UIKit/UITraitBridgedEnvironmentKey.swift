/// An environment key whose value is also a UIKit trait (SwiftUI's
/// `UITraitBridgedEnvironmentKey`, iOS 17): `read(from:)` makes the value from a trait
/// collection, `write(to:value:)` sets the trait from a value, so SwiftUI views and UIKit views
/// hosted in one another see the same setting. No UIKit view hierarchy is hosted here, so the
/// environment's value is the key's own; the key's functions work on the trait collections the
/// app makes (`UITraitCollection(mutations:)`).
public protocol UITraitBridgedEnvironmentKey: EnvironmentKey {
    static func read(from traitCollection: UITraitCollection) -> Value
    static func write(to mutableTraits: inout any UIMutableTraits, value: Value)
}
