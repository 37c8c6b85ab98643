import LayoutDSL

/// A widget as the system draws it, at its family's size: the content inset by the default
/// margins (unless the configuration disables them), the `containerBackground(for: .widget)`
/// edge to edge behind it, all clipped to the widget's continuous corners, which are the
/// container shape of what is inside (`ContainerRelativeShape` follows them, as the HIG asks).
/// The Home Screen draws the system families in full colour; the Lock Screen draws the accessory
/// families vibrant (Apple's documentation of `WidgetRenderingMode.vibrant`: colours
/// desaturated, on a dark wallpaper), without their container background when it is removable
/// (Apple's documentation of `containerBackgroundRemovable(_:)`).
struct WidgetContainer: View {
    let family: WidgetFamily
    let content: AnyView
    let contentMarginsDisabled: Bool
    let containerBackgroundRemovable: Bool

    var body: some View {
        let mode: WidgetRenderingMode = family.isAccessory ? .vibrant : .fullColor
        let showsBackground = mode == .fullColor || !containerBackgroundRemovable
        let margins = WidgetMetrics.contentMargins(of: family)
        shaped(content
            .padding(contentMarginsDisabled ? EdgeInsets() : margins)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .backgroundPreferenceValue(_ContainerBackgroundKey.self) { backgrounds in
                if showsBackground, let background = backgrounds[.widget] { background }
            }
            .grayscale(mode == .vibrant ? 1 : 0))
            .environment(\.widgetFamily, family)
            .environment(\.widgetRenderingMode, mode)
            .environment(\.showsWidgetContainerBackground, showsBackground)
            .environment(\.widgetContentMargins, margins)
            .preferredColorScheme(mode == .vibrant ? .dark : nil)
    }

    /// The widget in its shape: the Home Screen's families clipped to their continuous corners;
    /// the Lock Screen's circle and rounded rectangle given as the container's shape only (what
    /// `ContainerRelativeShape` and `AccessoryWidgetBackground` follow), their content unclipped.
    @ViewBuilder private func shaped(_ widget: some View) -> some View {
        switch family {
        case .accessoryCircular:
            widget.containerShape(Circle())
        case .accessoryRectangular:
            widget.containerShape(RoundedRectangle(cornerRadius: WidgetMetrics.accessoryRectangularCornerRadius, style: .continuous))
        default:
            let shape = RoundedRectangle(cornerRadius: family.isAccessory ? 0 : WidgetMetrics.systemCornerRadius, style: .continuous)
            widget.clipShape(shape).containerShape(shape)
        }
    }
}
