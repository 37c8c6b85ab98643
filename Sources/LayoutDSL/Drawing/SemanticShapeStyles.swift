/// The semantic shape styles SwiftUI names by role, each resolving to the UIKit colour iOS uses
/// for that role: `.background` (the environment's `backgroundStyle`, else `systemBackground`),
/// `.separator` (`UIColor.separator`), `.selection` (the tint, as selected rows and text
/// selection take it on iOS), `.placeholder` (`UIColor.placeholderText`) and `.link` (the tint).
public struct BackgroundStyle: ShapeStyle {
    public init() {}
    public func _paint(in environment: EnvironmentValues) -> Paint {
        (environment.backgroundStyle ?? AnyShapeStyle(Color.systemBackground))._paint(in: environment)
    }
}

public struct SeparatorShapeStyle: ShapeStyle {
    public init() {}
    public func _paint(in environment: EnvironmentValues) -> Paint { Color.separator._paint(in: environment) }
}

public struct SelectionShapeStyle: ShapeStyle {
    public init() {}
    public func _paint(in environment: EnvironmentValues) -> Paint { TintShapeStyle()._paint(in: environment) }
}

public struct PlaceholderTextShapeStyle: ShapeStyle {
    public init() {}
    public func _paint(in environment: EnvironmentValues) -> Paint { Color.placeholderText._paint(in: environment) }
}

public struct LinkShapeStyle: ShapeStyle {
    public init() {}
    public func _paint(in environment: EnvironmentValues) -> Paint { TintShapeStyle()._paint(in: environment) }
}

extension ShapeStyle where Self == BackgroundStyle { public static var background: BackgroundStyle { BackgroundStyle() } }
extension ShapeStyle where Self == SeparatorShapeStyle { public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() } }
extension ShapeStyle where Self == SelectionShapeStyle { public static var selection: SelectionShapeStyle { SelectionShapeStyle() } }
extension ShapeStyle where Self == PlaceholderTextShapeStyle {
    public static var placeholder: PlaceholderTextShapeStyle { PlaceholderTextShapeStyle() }
}
extension ShapeStyle where Self == LinkShapeStyle { public static var link: LinkShapeStyle { LinkShapeStyle() } }

private struct BackgroundStyleKey: EnvironmentKey { static let defaultValue: AnyShapeStyle? = nil }

extension EnvironmentValues {
    /// The style `.background` resolves to (`backgroundStyle(_:)`).
    public var backgroundStyle: AnyShapeStyle? {
        get { self[BackgroundStyleKey.self] } set { self[BackgroundStyleKey.self] = newValue }
    }
}

nonisolated extension View {
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        environment(\.backgroundStyle, AnyShapeStyle(style))
    }
}
