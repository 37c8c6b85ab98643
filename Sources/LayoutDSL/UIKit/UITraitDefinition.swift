/// A trait of a trait collection, UIKit's or an app's own (`UITraitDefinition`, iOS 17): its
/// value type and the value a collection has when nothing set it.
public protocol UITraitDefinition {
    associatedtype Value
    static var defaultValue: Value { get }
    static var name: String { get }
    static var identifier: String { get }
    static var affectsColorAppearance: Bool { get }
}

extension UITraitDefinition {
    public static var name: String { "\(Self.self)" }
    public static var identifier: String { "\(Self.self)" }
    public static var affectsColorAppearance: Bool { false }
}
