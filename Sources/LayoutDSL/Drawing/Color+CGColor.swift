/// SwiftUI's bridges to Core Graphics' colours (Apple's documentation of `Color.init(cgColor:)`,
/// `Color.cgColor` and `Color.Resolved.cgColor`).
extension Color {
    public init(cgColor: CGColor) {
        let c = cgColor.rgba
        self.init(.sRGB, red: Double(c.red), green: Double(c.green), blue: Double(c.blue), opacity: Double(c.alpha))
    }

    /// The colour as Core Graphics', if it is one fixed colour; nil for a colour that depends on
    /// its environment (semantic and system colours, asset colours), as on iOS: "for a dynamic
    /// color … this property is nil".
    public var cgColor: CGColor? {
        guard case .constant(let resolved) = provider else { return nil }
        return resolved.cgColor
    }
}

extension Color.Resolved {
    public var cgColor: CGColor {
        CGColor(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(opacity))
    }
}

extension ColorPicker {
    /// A picker bound to a Core Graphics colour.
    public init(selection: Binding<CGColor>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.init(selection: Binding(get: { Color(cgColor: selection.wrappedValue) },
                                     set: { selection.wrappedValue = $0.resolve(in: EnvironmentValues()).cgColor }),
                  supportsOpacity: supportsOpacity, label: label)
    }
}

extension ColorPicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<CGColor>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<CGColor>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}

extension UIColor {
    /// The colour as Core Graphics', resolved in the light appearance (a `UIColor`'s `cgColor` is
    /// its current trait collection's, light in a render's default).
    public var cgColor: CGColor { color.resolve(in: EnvironmentValues()).cgColor }

    public convenience init(cgColor: CGColor) { self.init(Color(cgColor: cgColor)) }
}
