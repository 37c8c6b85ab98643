import LayoutDSL

/// What `tipBackground(_:)`, `tipCornerRadius(_:antialiased:)` and `tipImageSize(_:)` set for the
/// tips below them.
struct TipAppearance {
    var background: AnyShapeStyle?
    var cornerRadius: CGFloat = TipViewMetrics.cornerRadius
    var imageSize: CGSize?
}

struct TipAppearanceKey: EnvironmentKey {
    static var defaultValue: TipAppearance { TipAppearance() }
}

extension EnvironmentValues {
    var tipAppearance: TipAppearance {
        get { self[TipAppearanceKey.self] }
        set { self[TipAppearanceKey.self] = newValue }
    }
}

extension View {
    /// The tips' background (Apple's documentation of `tipBackground(_:)`).
    public func tipBackground(_ style: some ShapeStyle) -> some View {
        transformEnvironment(\.tipAppearance) { $0.background = AnyShapeStyle(style) }
    }

    /// The tips' corner radius (Apple's documentation of `tipCornerRadius(_:antialiased:)`).
    public func tipCornerRadius(_ cornerRadius: Double, antialiased: Bool = true) -> some View {
        transformEnvironment(\.tipAppearance) { $0.cornerRadius = CGFloat(cornerRadius) }
    }

    /// The size of the tips' images (Apple's documentation of `tipImageSize(_:)`).
    public func tipImageSize(_ size: CGSize) -> some View {
        transformEnvironment(\.tipAppearance) { $0.imageSize = size }
    }
}
