/// The icon, then the title, centred on each other with the standard spacing between an image
/// and text (what an `HStack` puts between them), or `labelIconToTitleSpacing(_:)`'s (iOS 26).
nonisolated public struct TitleAndIconLabelStyle: LabelStyle {
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        TitleAndIconLabel(configuration: configuration)
    }
}

/// The icon and title side by side, `labelIconToTitleSpacing` apart when set, the icon centred in
/// `labelReservedIconWidth` when set.
nonisolated private struct TitleAndIconLabel: View {
    let configuration: LabelStyleConfiguration
    @Environment(\.labelIconToTitleSpacing) private var spacing
    @Environment(\.labelReservedIconWidth) private var iconWidth

    var body: some View {
        HStack(spacing: spacing) {
            if let iconWidth { configuration.icon.frame(width: iconWidth) } else { configuration.icon }
            configuration.title
        }
    }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}
