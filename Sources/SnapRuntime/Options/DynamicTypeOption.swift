import LayoutDSL

/// `--dynamic-type SIZE`: the user's text size, by SwiftUI's `DynamicTypeSize` case names.
public enum DynamicTypeOption: String, Codable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    public var size: DynamicTypeSize { DynamicTypeSize.allCases[Self.allCases.firstIndex(of: self)!] }
}
