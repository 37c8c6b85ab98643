import LayoutDSL

/// The Lock Screen's standard backdrop for an accessory widget (Apple's documentation of
/// `AccessoryWidgetBackground`: put it in a `ZStack` behind the content; shown only in the
/// circular, corner and rectangular accessory families, "in any other context, the system
/// displays an empty view instead"). It fills the widget's shape (`ContainerRelativeShape`: a
/// circle in `accessoryCircular`, `WidgetMetrics.accessoryShape`), or a shape the code clips
/// it to, with the translucent white the vibrant Lock Screen draws it in
/// (`WidgetMetrics.accessoryBackgroundOpacity`, an estimate).
@MainActor @preconcurrency public struct AccessoryWidgetBackground: View {
    @Environment(\.widgetFamily) private var family

    public init() {}

    public var body: some View {
        if [.accessoryCircular, .accessoryCorner, .accessoryRectangular].contains(family) {
            ContainerRelativeShape().fill(Color.white.opacity(WidgetMetrics.accessoryBackgroundOpacity))
        }
    }
}
