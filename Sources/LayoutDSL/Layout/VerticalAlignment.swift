public struct VerticalAlignment: Equatable, Sendable {
    public let key: AlignmentKey
    init(key: AlignmentKey) { self.key = key }
    public init(_ id: AlignmentID.Type) { key = AlignmentKey(id, axis: .vertical) }
    public static let top = VerticalAlignment(TopID.self)
    public static let center = VerticalAlignment(VCenterID.self)
    public static let bottom = VerticalAlignment(BottomID.self)
    public static let firstTextBaseline = VerticalAlignment(FirstBaselineID.self)
    public static let lastTextBaseline = VerticalAlignment(LastBaselineID.self)
}
