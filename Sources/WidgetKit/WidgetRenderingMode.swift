/// How the system draws a widget (Apple's documentation of `WidgetRenderingMode`): in full
/// colour on the Home Screen, accented (tinted, iOS 18), or vibrant on the Lock Screen, where
/// the content's colours become shades of one over the wallpaper.
public struct WidgetRenderingMode: Equatable, Hashable, CustomStringConvertible, Sendable {
    let name: String

    public static let fullColor = WidgetRenderingMode(name: "fullColor")
    public static let accented = WidgetRenderingMode(name: "accented")
    public static let vibrant = WidgetRenderingMode(name: "vibrant")

    public var description: String { name }
}
