/// The orientation of the device a preview runs on (`.previewInterfaceOrientation`, the
/// `#Preview` orientation traits). In a landscape orientation the device's canvas turns.
public struct InterfaceOrientation: CaseIterable, Identifiable, Hashable, Sendable {
    public let id: String

    public static let portrait = InterfaceOrientation(id: "portrait")
    public static let portraitUpsideDown = InterfaceOrientation(id: "portraitUpsideDown")
    public static let landscapeLeft = InterfaceOrientation(id: "landscapeLeft")
    public static let landscapeRight = InterfaceOrientation(id: "landscapeRight")

    public static let allCases: [InterfaceOrientation] = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]

    /// Whether the long side of the screen is horizontal.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}
