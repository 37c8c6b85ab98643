/// Compact or regular space along an axis, as the device and orientation give it
/// (`\.horizontalSizeClass`, `\.verticalSizeClass`): an iPhone in portrait is compact wide and
/// regular tall, which are the defaults; device presets set their own.
public enum UserInterfaceSizeClass: Hashable, Sendable { case compact, regular }

private struct HorizontalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .compact }
private struct VerticalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .regular }

extension EnvironmentValues {
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] } set { self[HorizontalSizeClassKey.self] = newValue }
    }
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] } set { self[VerticalSizeClassKey.self] = newValue }
    }
}
