/// Whether people can select text (`textSelection(_:)`): a static image has no selection, so
/// both values are accepted and change nothing drawn, as on iOS until a long press.
public protocol TextSelectability { static var allowsSelection: Bool { get } }

public struct EnabledTextSelectability: TextSelectability { public static let allowsSelection = true }
public struct DisabledTextSelectability: TextSelectability { public static let allowsSelection = false }

extension TextSelectability where Self == EnabledTextSelectability {
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}
extension TextSelectability where Self == DisabledTextSelectability {
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

nonisolated extension View {
    public func textSelection<S: TextSelectability>(_ selectability: S) -> some View { self }
}
