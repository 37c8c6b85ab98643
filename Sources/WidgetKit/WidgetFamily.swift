import LayoutDSL

/// The sizes and shapes a widget comes in (Apple's documentation of `WidgetFamily`): the Home
/// Screen's system families, and the accessory families of the Lock Screen (and of watchOS:
/// `accessoryCorner`). A preview draws each at its size on the device being rendered
/// (`WidgetMetrics`, docs/reference/widget-metrics.md).
public enum WidgetFamily: Int, CaseIterable, CustomDebugStringConvertible, Sendable {
    case systemSmall
    case systemMedium
    case systemLarge
    /// iPad only.
    case systemExtraLarge
    /// watchOS only.
    case accessoryCorner
    case accessoryCircular
    case accessoryRectangular
    case accessoryInline

    public var debugDescription: String {
        switch self {
        case .systemSmall: "systemSmall"
        case .systemMedium: "systemMedium"
        case .systemLarge: "systemLarge"
        case .systemExtraLarge: "systemExtraLarge"
        case .accessoryCorner: "accessoryCorner"
        case .accessoryCircular: "accessoryCircular"
        case .accessoryRectangular: "accessoryRectangular"
        case .accessoryInline: "accessoryInline"
        }
    }

    /// A Lock Screen (accessory) family rather than a Home Screen (system) one.
    var isAccessory: Bool { rawValue >= WidgetFamily.accessoryCorner.rawValue }
}
