/// A value a text carries for its `TextRenderer` and nothing else: it does not change how the
/// text is laid out or drawn (https://developer.apple.com/documentation/swiftui/textattribute).
/// `Text.customAttribute(_:)` sets it on runs; `Text.Layout.Run[T.self]` reads it back.
public protocol TextAttribute: Hashable {}

extension Text {
    /// Marks every run that has no attribute of this type yet with `value`: an inner text's
    /// own attribute wins, as with the other text modifiers.
    public func customAttribute<T: TextAttribute>(_ value: T) -> Text {
        styled { if $0.attributes[T.self] == nil { $0.attributes[T.self] = value } }
    }
}

/// A run's custom attributes, one per type.
struct TextAttributes: Hashable {
    private var values: [ObjectIdentifier: AnyHashable] = [:]
    subscript<T: TextAttribute>(type: T.Type) -> T? {
        get { values[ObjectIdentifier(T.self)]?.base as? T }
        set { values[ObjectIdentifier(T.self)] = newValue.map(AnyHashable.init) }
    }
}
