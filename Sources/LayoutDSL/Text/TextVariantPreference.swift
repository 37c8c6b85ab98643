/// Which variant of a text's content a text view shows
/// (https://developer.apple.com/documentation/swiftui/textvariantpreference): `.fixed`, the
/// one it was made with, or `.sizeDependent`, the largest that fits its space. iOS 18 offers
/// shorter forms of dates and of some format styles; here a `Text(_:style: .date)` date has
/// three ("January 1, 2026", "Jan 1, 2026", "1/1/26") and other content one (`TextBehavior`
/// picks the form by the proposed width).
public protocol TextVariantPreference {}

/// The content as written, whatever the space.
public struct FixedTextVariant: TextVariantPreference, Sendable {}

/// The largest variant of the content that fits the space offered.
public struct SizeDependentTextVariant: TextVariantPreference, Sendable {}

extension TextVariantPreference where Self == FixedTextVariant {
    public static var fixed: FixedTextVariant { FixedTextVariant() }
}

extension TextVariantPreference where Self == SizeDependentTextVariant {
    public static var sizeDependent: SizeDependentTextVariant { SizeDependentTextVariant() }
}

private struct TextVariantKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether the text inside may show a shorter variant of its content (`.sizeDependent`).
    var prefersSizeDependentText: Bool {
        get { self[TextVariantKey.self] } set { self[TextVariantKey.self] = newValue }
    }
}

extension Text {
    /// Shows `preference`'s variant of this text's content.
    public func textVariant<V: TextVariantPreference>(_ preference: V) -> some View {
        environment(\.prefersSizeDependentText, preference is SizeDependentTextVariant)
    }
}
