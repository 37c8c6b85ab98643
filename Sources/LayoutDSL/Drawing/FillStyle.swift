/// How a path is filled: winding rule and antialiasing.
public struct FillStyle: Equatable, Hashable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) { isEOFilled = eoFill; isAntialiased = antialiased }
}
