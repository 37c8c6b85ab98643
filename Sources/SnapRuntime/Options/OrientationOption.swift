import LayoutDSL

/// An interface orientation for previews that choose none, by SwiftUI's `InterfaceOrientation`
/// names (`snap test --orientation`); a preview's own `.previewInterfaceOrientation` or
/// orientation trait wins, as it does in Xcode's canvas.
public enum OrientationOption: String, Codable, CaseIterable, Sendable {
    case portrait, portraitUpsideDown, landscapeLeft, landscapeRight

    public var orientation: InterfaceOrientation { InterfaceOrientation.allCases[Self.allCases.firstIndex(of: self)!] }
}
