import LayoutDSL

/// `--layout-direction ltr|rtl`: the root environment's `layoutDirection`.
public enum LayoutDirectionOption: String, Codable, CaseIterable, Sendable {
    case ltr, rtl
    public var direction: LayoutDirection { self == .rtl ? .rightToLeft : .leftToRight }
}
