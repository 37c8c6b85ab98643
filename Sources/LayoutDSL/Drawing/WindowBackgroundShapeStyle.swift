/// `.windowBackground` (Apple's documentation of `WindowBackgroundShapeStyle`, iOS 17): the
/// background of the window, which on iOS is the system background (`systemBackground`), white in
/// light mode and black in dark.
public struct WindowBackgroundShapeStyle: ShapeStyle {
    public init() {}
    public func _paint(in environment: EnvironmentValues) -> Paint { Color.systemBackground._paint(in: environment) }
}

extension ShapeStyle where Self == WindowBackgroundShapeStyle {
    public static var windowBackground: WindowBackgroundShapeStyle { WindowBackgroundShapeStyle() }
}
